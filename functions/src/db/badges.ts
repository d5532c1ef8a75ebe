// badges/{key} (definitions) and the counts the badge rules measure (a member's paid total is
// donationTotals/{uid}, in db/donations.ts).
import { AggregateField, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  COMMENTS_BY_AUTHOR,
  type BadgeDoc,
  type CommentDoc,
  type ReplyDoc,
} from '@xmates/domain';
import { typed, typedGroup } from './converter';
import { db } from './firebase';
import { productsCollection } from './products';
import { submissionsBy } from './submissions';

export function badgesCollection() {
  return typed<BadgeDoc<Timestamp>>(db().collection(COLLECTIONS.badges));
}

export function badgeRef(key: string) {
  return badgesCollection().doc(key);
}

/** Links the member submitted, any status (one aggregation, no documents read). */
export async function countSubmissions(uid: string): Promise<number> {
  return (await submissionsBy(uid).count().get()).data().count;
}

/**
 * Comments and replies the member wrote, wherever they are: collection-group counts on
 * `user.id` (single-field collection-group indexes, declared in firestore.indexes.json).
 */
export async function countComments(uid: string): Promise<number> {
  const counts = await Promise.all(
    COMMENTS_BY_AUTHOR.groups.map(
      async (group) =>
        (
          await typedGroup<CommentDoc<Timestamp> | ReplyDoc<Timestamp>>(
            db().collectionGroup(COLLECTIONS[group]),
          )
            .where(COMMENTS_BY_AUTHOR.field, '==', uid)
            .count()
            .get()
        ).data().count,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Likes and favorites on all of the member's products together (one aggregation). */
export async function sumOwnReactions(uid: string): Promise<{ likes: number; favorites: number }> {
  const snap = await productsCollection()
    .where('ownerUid', '==', uid)
    .aggregate({
      likes: AggregateField.sum('likesCount'),
      favorites: AggregateField.sum('favoritesCount'),
    })
    .get();
  const { likes, favorites } = snap.data();
  return { likes: likes ?? 0, favorites: favorites ?? 0 };
}
