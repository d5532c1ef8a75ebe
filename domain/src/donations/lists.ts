/**
 * The admin Donations tab's queries. Filters are equalities (status, recurring) and one
 * array-contains on searchKeys; lists run newest first. The statistics are aggregation
 * queries (count, sum, average) over the same equalities, so no request reads every donation;
 * domain/src/firestore-indexes/query-indexes.test.ts checks each shape's index.
 */
import { COLLECTIONS } from '../core/collections';
import { byNewest, type ListQueryShape } from '../core/query-shape';
import type { DonationStatus } from './documents';

export interface DonationFilter {
  q: string | null;
  status: DonationStatus | null;
  recurring: boolean | null;
}

export const DONATION_SEARCH_FIELD = 'searchKeys';
export const DONATION_ORDER_FIELD = 'createdAt';
/** "This month" counts payments by when they were paid. */
export const DONATION_PAID_AT_FIELD = 'paidAt';

/** The equality filters of a donation filter, in index order. */
export function donationEquals(filter: DonationFilter): ListQueryShape['equals'] {
  const equals: ListQueryShape['equals'] = [];
  if (filter.status) equals.push({ field: 'status', value: filter.status });
  if (filter.recurring !== null) equals.push({ field: 'recurring', value: filter.recurring });
  return equals;
}

export function donationListShape(filter: DonationFilter): ListQueryShape {
  return {
    collection: COLLECTIONS.donations,
    equals: donationEquals(filter),
    anyOf: filter.q ? { field: DONATION_SEARCH_FIELD, values: [filter.q] } : null,
    orderBy: byNewest(DONATION_ORDER_FIELD),
  };
}

/** Every filter combination the tab can ask for (for the index checks). */
export function allDonationFilters(): DonationFilter[] {
  const out: DonationFilter[] = [];
  for (const q of [null, 'term'])
    for (const status of [null, 'paid'] as const)
      for (const recurring of [null, true]) out.push({ q, status, recurring });
  return out;
}

/** The first day of the month (UTC) that `now` falls in: the statistics' "this month". */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
