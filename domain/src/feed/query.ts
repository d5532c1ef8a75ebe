import { COLLECTIONS } from '../core/collections';
import { byNewest, type ListQueryShape } from '../core/query-shape';
import { feedFilterKeys } from './filter-keys';
import type { FeedFilter, Sort } from './filter';

/** The product field each sort orders by (descending, then by document id). */
export const SORT_FIELDS: Record<Sort, string> = {
  latest: 'createdAt',
  mostLiked: 'likesCount',
  mostCommented: 'commentsCount',
  mostFavored: 'favoritesCount',
  topRated: 'score',
  /** This week's likes, then the newer product (feed/trending.ts). */
  trending: 'trendingScore',
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

/** The feed shape as a list shape (the API's feed pages and counts). */
export function productFeedShape(filter: FeedFilter): ListQueryShape {
  const feed = feedQueryShape(filter);
  return {
    collection: COLLECTIONS.products,
    equals: [{ field: feed.equals.field, value: true }],
    anyOf: feed.anyOf,
    orderBy: feed.orderBy,
  };
}

/**
 * One submitter's listed products, newest first (GET /api/products/mine and ?ownerEmail=):
 * productOwners/{productId} holds the uid, off the public product. A submitter's list is
 * neither filtered nor sorted otherwise: the counters it would sort by live on the product.
 */
export function ownedProductsShape(ownerUid: string): ListQueryShape {
  return {
    collection: COLLECTIONS.productOwners,
    equals: [
      { field: 'ownerUid', value: ownerUid },
      { field: 'approved', value: true },
    ],
    anyOf: null,
    orderBy: byNewest('createdAt'),
  };
}
