/**
 * The moderation queues' queries. Reported and hidden comments and replies are collection-group
 * queries (every product's comments at once), so their composite indexes have the
 * COLLECTION_GROUP scope; domain/src/firestore-indexes/query-indexes.test.ts checks each.
 */
import { COLLECTIONS } from '../core/collections';
import { byNewest, type ListQueryShape } from '../core/query-shape';

/** Products with open broken-link reports, the most recently reported first. */
export function flaggedProductsShape(): ListQueryShape {
  return {
    collection: COLLECTIONS.products,
    equals: [{ field: 'flagged', value: true }],
    anyOf: null,
    orderBy: byNewest('reportedAt'),
  };
}

/**
 * The two lists of each moderation tab: items with open reports (newest report first), read
 * from their server-only report states (commentReports), and hidden items (most recently hidden
 * first), read from the comments or replies themselves, where an admin can unhide them.
 */
export const REPORTED_LISTS = {
  reported: { flag: 'reported', at: 'reportedAt' },
  hidden: { flag: 'hidden', at: 'hiddenAt' },
} as const;
export type ReportedList = keyof typeof REPORTED_LISTS;
export const REPORTED_LIST_KEYS = Object.keys(REPORTED_LISTS) as ReportedList[];

/**
 * A collection-group query: over the report states of one kind (`kind`, the states of comments
 * and replies share a collection) or over every product's comments or replies. The report
 * states live in one top-level collection; a collection-group query reads it just as well, so
 * every queue's index has the same scope.
 */
export function reportedItemsShape(
  collection: 'comments' | 'replies',
  list: ReportedList,
): ListQueryShape {
  const { flag, at } = REPORTED_LISTS[list];
  const kind = collection === 'comments' ? 'comment' : 'reply';
  return {
    collection: list === 'reported' ? COLLECTIONS.commentReports : COLLECTIONS[collection],
    equals: [
      ...(list === 'reported' ? [{ field: 'kind', value: kind }] : []),
      { field: flag, value: true },
    ],
    anyOf: null,
    orderBy: byNewest(at),
  };
}

/**
 * A removed product's disliked reactions (a collection-group query over every member's
 * reactions), marked so the feed's dislike filter stops counting them.
 */
export const DISLIKES_OF_PRODUCT = {
  collection: COLLECTIONS.reactions,
  equals: ['productId', 'disliked'],
} as const;

/** The log: newest first; one orderBy needs only the automatic single-field index. */
export const MODERATION_LOG_ORDER = 'at';
