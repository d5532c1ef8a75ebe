// users/{uid}/reactions/{productId}: a member's like, dislike, favorite, rating and report of
// one product, with copies of its categories and tags for the feed's dislike filter.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, DISLIKES_OF_PRODUCT, type ReactionDoc } from '@xmates/domain';
import { typed, typedGroup } from './converter';
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

/** Every member's dislike of one product: a collection-group query (DISLIKES_OF_PRODUCT). */
export function dislikesOfProduct(productId: string) {
  const [byProduct, byFlag] = DISLIKES_OF_PRODUCT.equals;
  return typedGroup<StoredReaction>(db().collectionGroup(COLLECTIONS.reactions))
    .where(byProduct, '==', productId)
    .where(byFlag, '==', true);
}
