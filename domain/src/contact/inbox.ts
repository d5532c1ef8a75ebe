/** The Contact Inbox: its filters, query shapes, search keys and admin requests. */
import { z } from 'zod';
import { COLLECTIONS } from '../core/collections';
import { LIMITS } from '../core/constants';
import { byNewest, type ListQueryShape } from '../core/query-shape';
import { documentIdField } from '../core/requests';
import { emailKeys, searchWords } from '../donations/search';
import { CONTACT_STATUSES, type ContactReason, type ContactStatus } from './reasons';

export interface ContactFilter {
  q: string | null;
  type: ContactReason | null;
  status: ContactStatus | null;
}

export const CONTACT_SEARCH_FIELD = 'searchKeys';
/** A long message keeps its first words as keys (the document stays small). */
const MAX_KEYS = 300;

/**
 * A message is found by any whole word of its name or message, or its e-mail (whole, name or
 * domain), ignoring case: one array-contains query, so the inbox pages on the server.
 */
export function contactSearchKeys(doc: { name: string; email: string; message: string }) {
  const keys = [...emailKeys(doc.email), ...searchWords(doc.name), ...searchWords(doc.message)];
  return [...new Set(keys)].slice(0, MAX_KEYS);
}

/**
 * The search term of the inbox's text box: the longest of its words (one array-contains per
 * query), or the whole text when it is an e-mail address.
 */
export function contactSearchTerm(q: string | null): string | null {
  const text = q?.trim().toLowerCase() ?? '';
  if (!text) return null;
  if (text.includes('@') && !/\s/.test(text)) return text;
  const words = searchWords(text);
  return words.reduce<string | null>((a, w) => (a && a.length >= w.length ? a : w), null);
}

export function contactListShape(filter: ContactFilter): ListQueryShape {
  const equals: ListQueryShape['equals'] = [];
  if (filter.type) equals.push({ field: 'type', value: filter.type });
  if (filter.status) equals.push({ field: 'status', value: filter.status });
  return {
    collection: COLLECTIONS.contactMessages,
    equals,
    anyOf: filter.q ? { field: CONTACT_SEARCH_FIELD, values: [filter.q] } : null,
    orderBy: byNewest('createdAt'),
  };
}

export function allContactFilters(): ContactFilter[] {
  const out: ContactFilter[] = [];
  for (const q of [null, 'term'])
    for (const type of [null, 'others'] as const)
      for (const status of [null, 'new'] as const) out.push({ q, type, status });
  return out;
}

export const contactStatusBody = z.object({ status: z.enum(CONTACT_STATUSES) }).strict();

const ids = z
  .array(documentIdField)
  .min(1)
  .max(LIMITS.adminPageSize * 5);

/** PATCH /api/admin/contact/bulk: a status for every selected message, or their deletion. */
export const contactBulkBody = z.discriminatedUnion('action', [
  z.object({ ids, action: z.literal('status'), status: z.enum(CONTACT_STATUSES) }).strict(),
  z.object({ ids, action: z.literal('delete') }).strict(),
]);
