// users/{uid}/reactions/{productId}: a member's like, dislike, favorite, rating and report of
// one product, with copies of its categories and tags for the feed's dislike filter.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type ReactionDoc } from '@xmates/domain';
import { typed } from './converter';
import { userRef } from './users';

/** Every field optional: list queries select a few fields, and actions merge into it. */
export type StoredReaction = Partial<ReactionDoc<Timestamp>>;

export function reactionsOf(uid: string) {
  return typed<StoredReaction>(userRef(uid).collection(COLLECTIONS.reactions));
}

export function reactionRef(uid: string, productId: string) {
  return reactionsOf(uid).doc(productId);
}
