// What a member's hidden tags and categories take off a feed's count (domain feed/hidden.ts):
// one count() of the products holding a hidden name, and one of the member's dislikes among them
// (their dislikedKeys hold the same keys), so the count is not lessened twice. Each counts at
// most HIDDEN_COUNT_MAX (a limit on the query, which bounds what it bills). The feed's pages and
// GET /api/products/count share them. Nothing is read for a member who hides nothing.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  DISLIKED_KEYS_FIELD,
  HIDDEN_COUNT_MAX,
  hiddenCountKeys,
  productFeedShape,
  type FeedFilter,
  type HiddenFilters,
} from '@xmates/domain';
import { productsCollection } from '../db/products';
import { applyShape } from '../db/query';
import { reactionsOf } from '../db/reactions';

export interface HiddenCount {
  count: number;
  /** False when some names could not be counted, or more than HIDDEN_COUNT_MAX were hidden. */
  exact: boolean;
}

/**
 * The filter's products that `hidden` keeps out, ending before `before` when given (a focus
 * link's position): billed one read per 1,000 index entries matched, up to HIDDEN_COUNT_MAX
 * products.
 */
export async function hiddenProductsCount(
  filter: FeedFilter,
  hidden: HiddenFilters,
  before: DocumentSnapshot | null = null,
): Promise<HiddenCount> {
  const { keys, exact } = hiddenCountKeys(filter, hidden);
  if (keys.length === 0) return { count: 0, exact };
  const query = applyShape(productsCollection(), {
    ...productFeedShape(filter),
    anyOf: { field: 'filterKeys', values: keys },
  });
  const bounded = (before ? query.endBefore(before) : query).limit(HIDDEN_COUNT_MAX);
  const count = (await bounded.count().get()).data().count;
  return { count, exact: exact && count < HIDDEN_COUNT_MAX };
}

/** The member's dislikes (listed, of the filter) that `hidden` keeps out already. */
export async function hiddenDislikesCount(
  uid: string,
  filter: FeedFilter,
  hidden: HiddenFilters,
): Promise<number> {
  const { keys } = hiddenCountKeys(filter, hidden);
  if (keys.length === 0) return 0;
  const query = reactionsOf(uid)
    .where(DISLIKED_KEYS_FIELD, 'array-contains-any', keys)
    .limit(HIDDEN_COUNT_MAX);
  return (await query.count().get()).data().count;
}
