import { COLLECTIONS } from '../core/collections';
import type { ListQueryShape } from '../core/query-shape';
import { feedFilterKeys } from './filter-keys';
import type { FeedFilter, Sort } from './filter';

/** The product field each sort orders by (descending, then by document id). */
export const SORT_FIELDS: Record<Sort, string> = {
  latest: 'createdAt',
  mostLiked: 'likesCount',
  mostCommented: 'commentsCount',
  mostFavored: 'favoritesCount',
  topRated: 'score',
};

/**
 * The shape of the one Firestore query a feed page needs, independent of the SDK: both the SPA
 * (web SDK) and the API (Admin SDK) build their query from it, and a test checks that every
 * shape has a composite index in firestore.indexes.json.
 */
export interface FeedQueryShape {
  /** approved == true: the rules only let visitors read approved products. */
  equals: { field: 'approved'; value: true };
  anyOf: { field: 'filterKeys'; values: string[] } | null;
  orderBy: [{ field: string; direction: 'desc' }, { field: '__name__'; direction: 'desc' }];
}

export function feedQueryShape(filter: FeedFilter): FeedQueryShape {
  const keys = feedFilterKeys(filter);
  return {
    equals: { field: 'approved', value: true },
    anyOf: keys ? { field: 'filterKeys', values: keys } : null,
    orderBy: [
      { field: SORT_FIELDS[filter.sort], direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ],
  };
}

/**
 * The feed shape, optionally narrowed to one submitter (GET /api/products?ownerEmail=, and
 * /api/products/mine). A submitter's list is not filtered by categories or tags: those indexes
 * would add a copy of every product's filter keys (see firestore-indexes/index-budget.test.ts).
 */
export function productFeedShape(filter: FeedFilter, ownerUid: string | null): ListQueryShape {
  const feed = feedQueryShape(filter);
  const equals: ListQueryShape['equals'] = [{ field: feed.equals.field, value: true }];
  if (ownerUid !== null) {
    if (feed.anyOf) throw new Error("A submitter's list cannot be filtered.");
    equals.push({ field: 'ownerUid', value: ownerUid });
  }
  return { collection: COLLECTIONS.products, equals, anyOf: feed.anyOf, orderBy: feed.orderBy };
}
