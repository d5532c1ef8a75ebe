/**
 * The query shapes the API builds besides the plain feed (feed.ts): the feed of one owner,
 * a member's liked / disliked / favorite lists, comments and replies. Functions build their
 * Firestore queries from these, and domain/src/indexes.test.ts checks that each shape has a
 * composite index in firestore.indexes.json (the emulator does not enforce indexes).
 */
import { COMMENTS_SUBCOLLECTION, REPLIES_SUBCOLLECTION } from './comments';
import { feedQueryShape, type FeedFilter } from './feed';
import { REACTIONS_SUBCOLLECTION } from './reactions';

export interface ListQueryShape {
  /** The collection id (the last path segment). */
  collection: string;
  /** Equality filters, in index order. */
  equals: { field: string; value: string | boolean }[];
  anyOf: { field: string; values: string[] } | null;
  orderBy: [{ field: string; direction: 'desc' }, { field: '__name__'; direction: 'desc' }];
}

const byNewest = (field: string): ListQueryShape['orderBy'] => [
  { field, direction: 'desc' },
  { field: '__name__', direction: 'desc' },
];

/**
 * The feed shape, optionally narrowed to one submitter (GET /api/products?ownerEmail=, and
 * /api/products/mine). A submitter's list is not filtered by categories or tags: those indexes
 * would add a copy of every product's filter keys (see feed-index-budget.test.ts).
 */
export function productFeedShape(filter: FeedFilter, ownerUid: string | null): ListQueryShape {
  const feed = feedQueryShape(filter);
  const equals: ListQueryShape['equals'] = [{ field: feed.equals.field, value: true }];
  if (ownerUid !== null) {
    if (feed.anyOf) throw new Error("A submitter's list cannot be filtered.");
    equals.push({ field: 'ownerUid', value: ownerUid });
  }
  return { collection: 'products', equals, anyOf: feed.anyOf, orderBy: feed.orderBy };
}

/** The member lists: which reaction flag selects them and which timestamp orders them. */
export const REACTION_LISTS = {
  liked: { flag: 'liked', at: 'likedAt' },
  disliked: { flag: 'disliked', at: 'dislikedAt' },
  favorites: { flag: 'favorite', at: 'favoritedAt' },
} as const;
export type ReactionList = keyof typeof REACTION_LISTS;

export function reactionListShape(list: ReactionList): ListQueryShape {
  const { flag, at } = REACTION_LISTS[list];
  return {
    collection: REACTIONS_SUBCOLLECTION,
    equals: [{ field: flag, value: true }],
    anyOf: null,
    orderBy: byNewest(at),
  };
}

/** Visible comments or replies, newest first (the rules only allow lists with hidden == false). */
export function threadListShape(kind: 'comments' | 'replies'): ListQueryShape {
  return {
    collection: kind === 'comments' ? COMMENTS_SUBCOLLECTION : REPLIES_SUBCOLLECTION,
    equals: [{ field: 'hidden', value: false }],
    anyOf: null,
    orderBy: byNewest('createdAt'),
  };
}
