// badges/{key} (definitions) and the counts the badge rules measure (a member's paid total is
// donationTotals/{uid}, in db/donations.ts).
import type { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  COMMENTS_BY_AUTHOR,
  SUBMISSION_QUERIES,
  type BadgeDoc,
  type CommentDoc,
  type ReplyDoc,
} from '@xmates/domain';
import { typed, typedGroup } from './converter';
import { db } from './firebase';
import { productsByIds, productsOwnedBy } from './products';
import { submissionsBy } from './submissions';

export function badgesCollection() {
  return typed<BadgeDoc<Timestamp>>(db().collection(COLLECTIONS.badges));
}

export function badgeRef(key: string) {
  return badgesCollection().doc(key);
}

/**
 * Links the member submitted under their name, any status (two aggregations, no documents
 * read). An anonymous submission (no display name) never counts: a public badge appearing
 * when one is made or approved would name its submitter. Equality filters only, which
 * production serves by merging single-field indexes.
 */
export async function countSubmissions(uid: string): Promise<number> {
  const [all, anonymous] = await Promise.all([
    submissionsBy(uid).count().get(),
    submissionsBy(uid).where(SUBMISSION_QUERIES.submitterName, '==', null).count().get(),
  ]);
  return all.data().count - anonymous.data().count;
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

/**
 * Likes and favorites on all of the member's named products together (an anonymous product's
 * never count: a badge crossing its threshold would name the submitter). The owner's uid is
 * not on the public product, so this reads the member's productOwners ids, then their two
 * counters: one read per product, and only while a badge these counts give is still to win
 * (award()).
 */
export async function sumOwnReactions(uid: string): Promise<{ likes: number; favorites: number }> {
  const owned = await productsOwnedBy(uid).where('anonymous', '==', false).select().get();
  const ids = owned.docs.map((d) => d.id);
  const snaps = await productsByIds(ids, ['likesCount', 'favoritesCount']);
  let likes = 0;
  let favorites = 0;
  for (const snap of snaps) {
    const counts = snap.data();
    likes += counts?.likesCount ?? 0;
    favorites += counts?.favoritesCount ?? 0;
  }
  return { likes, favorites };
}
