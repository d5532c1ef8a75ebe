// users/{uid}/reactions/{productId}: a member's like, dislike, favorite, rating and report of
// one product, with copies of its categories and tags for the feed's dislike filter; and the
// collection-group queries over every member's reactions to one product (the roll-up's counts,
// the trending refresh's likes of the window, a removed product's dislikes).
import { AggregateField, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  DISLIKES_OF_PRODUCT,
  ROLL_UP_QUERIES,
  type ReactionDoc,
} from '@xmates/domain';
import { selectFields, typed, typedGroup } from './converter';
import { db } from './firebase';
import { userRef } from './users';

/** Every field optional: list queries select a few fields, and actions merge into it. */
export type StoredReaction = Partial<ReactionDoc<Timestamp>>;

export function reactionsOf(uid: string) {
  return typed<StoredReaction>(userRef(uid).collection(COLLECTIONS.reactions));
}

export function reactionRef(uid: string, productId: string) {
  return reactionsOf(uid).doc(productId);
}

/** Every member's reaction to one product. */
function reactionsTo(productId: string) {
  return typedGroup<StoredReaction>(db().collectionGroup(ROLL_UP_QUERIES.collection)).where(
    ROLL_UP_QUERIES.product,
    '==',
    productId,
  );
}

/** Every member's dislike of one product: a collection-group query (DISLIKES_OF_PRODUCT). */
export function dislikesOfProduct(productId: string) {
  const [byProduct, byFlag] = DISLIKES_OF_PRODUCT.equals;
  return typedGroup<StoredReaction>(db().collectionGroup(COLLECTIONS.reactions))
    .where(byProduct, '==', productId)
    .where(byFlag, '==', true);
}

/**
 * The roll-up's aggregations of one product's reactions (ROLL_UP_QUERIES): the members who
 * like, dislike and favour it, and the ratings' count and sum. Each is billed one read per
 * 1,000 index entries it matches (at least one).
 */
export function reactionTallyQueries(productId: string) {
  const flagged = (flag: 'liked' | 'disliked' | 'favorite') =>
    reactionsTo(productId).where(flag, '==', true).count();
  const { flags } = ROLL_UP_QUERIES;
  return {
    likes: flagged(flags.likes),
    dislikes: flagged(flags.dislikes),
    favorites: flagged(flags.favorites),
    ratings: reactionsTo(productId)
      .where(ROLL_UP_QUERIES.rating, '>=', 1)
      .aggregate({
        count: AggregateField.count(),
        sum: AggregateField.sum(ROLL_UP_QUERIES.rating),
      }),
  };
}

/** The product's likes given at `since` or later: their count, and the oldest of them. */
export function likesSince(productId: string, since: Timestamp) {
  const query = reactionsTo(productId).where(ROLL_UP_QUERIES.likedAt, '>=', since);
  return {
    count: query.count(),
    oldest: selectFields(query.orderBy(ROLL_UP_QUERIES.likedAt), [ROLL_UP_QUERIES.likedAt]).limit(
      1,
    ),
  };
}
