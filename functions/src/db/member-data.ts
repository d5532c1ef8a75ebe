// Everything one member left across the database, found by their uid: what deleting a member's
// personal data (shared/erase-member.ts) reads, and the chunked deletes it runs.
// Collection-group queries by author or actor need their single-field collection-group index
// (fieldOverrides in firestore.indexes.json); the others run on automatic indexes.
import type { DocumentData, Query, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  COMMENTS_BY_AUTHOR,
  MEMBER_GROUP_QUERIES,
  type CommentReportDoc,
  type DmThreadDoc,
  type NameClaimDoc,
  type UploadDoc,
} from '@xmates/domain';
import type { StoredComment, StoredReply } from './comments';
import { typed, typedGroup } from './converter';
import {
  checkoutSessionsCollection,
  donationsCollection,
  type StoredLocalCheckout,
  type StoredSubscription,
} from './donations';
import { db } from './firebase';
import { adminMessagesCollection, notificationsOf, type StoredNotification } from './notifications';
import { productRef, productsOwnedBy } from './products';
import { reactionsOf } from './reactions';
import { submissionsBy } from './submissions';

/** Documents written per batch: under Firestore's 500 writes per batch or transaction. */
export const CHUNK = 400;

/**
 * Deletes every document a query matches, CHUNK at a time, each chunk one batch: safe to stop
 * anywhere and run again. Answers how many were deleted.
 */
export async function deleteAll<T, D extends DocumentData>(query: Query<T, D>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const snap = await query.select().limit(CHUNK).get();
    if (snap.empty) return deleted;
    const batch = db().batch();
    for (const doc of snap.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += snap.size;
  }
}

export const memberReactions = (uid: string) => reactionsOf(uid);

export const memberNotifications = (uid: string) => notificationsOf(uid);

export const memberSubmissions = (uid: string) => submissionsBy(uid);

/** The member's comments (or replies) on every product. */
export function memberItems(uid: string, kind: 'comments' | 'replies') {
  return typedGroup<StoredComment | StoredReply>(db().collectionGroup(COLLECTIONS[kind])).where(
    COMMENTS_BY_AUTHOR.field,
    '==',
    uid,
  );
}

/** The member's reports of other members' comments and replies. */
export function memberItemReports(uid: string) {
  const { group, field } = MEMBER_GROUP_QUERIES.itemReports;
  return typedGroup<CommentReportDoc<Timestamp>>(db().collectionGroup(group)).where(
    field,
    '==',
    uid,
  );
}

/** Notices in other members' inboxes about what this member did (likes, comments, DMs). */
export function noticesAbout(uid: string) {
  const { group, field } = MEMBER_GROUP_QUERIES.noticesAbout;
  return typedGroup<StoredNotification>(db().collectionGroup(group)).where(field, '==', uid);
}

/** The member's direct-message threads. */
export function memberThreads(uid: string) {
  return typed<DmThreadDoc<Timestamp>>(db().collection(COLLECTIONS.dmThreads)).where(
    'participants',
    'array-contains',
    uid,
  );
}

/** ADMIN notices sent to the member, or sent by them (an admin's own). */
export function memberAdminMessages(uid: string, side: 'to' | 'from') {
  return adminMessagesCollection().where(side, '==', uid);
}

/**
 * The member's products stay without them: each product's submitter copy is cleared and its
 * productOwners record deleted, CHUNK at a time (safe to stop and run again). Answers how many.
 */
export async function disownProducts(uid: string): Promise<number> {
  let disowned = 0;
  for (;;) {
    const snap = await productsOwnedBy(uid).select().limit(CHUNK).get();
    if (snap.empty) return disowned;
    const batch = db().batch();
    for (const owner of snap.docs) {
      batch.update(productRef(owner.id), { submitter: null });
      batch.delete(owner.ref);
    }
    await batch.commit();
    disowned += snap.size;
  }
}

export function memberUploads(uid: string) {
  return typed<UploadDoc<Timestamp>>(db().collection(COLLECTIONS.uploads)).where(
    'ownerUid',
    '==',
    uid,
  );
}

export function memberNameClaims(uid: string) {
  return typed<NameClaimDoc<Timestamp>>(db().collection(COLLECTIONS.nameClaims)).where(
    'uid',
    '==',
    uid,
  );
}

export const memberDonations = (uid: string) => donationsCollection().where('uid', '==', uid);

export function memberSubscriptions(uid: string) {
  return typed<StoredSubscription>(db().collection(COLLECTIONS.donationSubscriptions)).where(
    'uid',
    '==',
    uid,
  );
}

/** The member's monthly donations still running at Stripe. */
export const activeSubscriptionsOf = (uid: string) =>
  memberSubscriptions(uid).where('status', '==', 'active');

/** The Checkout sessions the member started (checkoutSessions/{sessionId}). */
export const memberCheckoutSessions = (uid: string) =>
  checkoutSessionsCollection().where('uid', '==', uid);

export function memberLocalCheckouts(uid: string) {
  return typed<StoredLocalCheckout>(db().collection(COLLECTIONS.localCheckouts)).where(
    'uid',
    '==',
    uid,
  );
}
