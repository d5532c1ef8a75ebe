// Erasing a member's personal data: on a verified request (the data deletion page, through
// handlers/delete-member-data.ts), for an unverified account its owner recycles, and for the
// accounts the retention job closes. Every step finds what is left by the member's uid and
// deletes it in chunks of at most CHUNK writes, so a run that fails part-way can simply run
// again: nothing is counted twice (counters move in the transaction that deletes each item).
// The Auth account goes first, so the member cannot sign in (or refresh a token) while the
// rest is deleted; users/{uid} goes last, so a partly deleted member is still found by the
// panel's search. Published products stay in the library without the member's name; donation
// records stay, stripped of e-mail, uid and customer, for tax and accounting law. Contact
// messages from the account or its e-mail go, and moderation-log labels that quote the member
// ("name: comment text") lose both. A monthly donation still running at Stripe is cancelled
// first, so no later payment names the member again. Age checks go entirely: the sessions and
// the record of the outcome (the claim goes with the Auth account).
import type Stripe from 'stripe';
import {
  Timestamp,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  ERASED_AUTHOR_LABEL,
  donationSearchKeys,
  logLabel,
  type DeleteMemberDataAnswer,
} from '@xmates/domain';
import { config } from '../config';
import { ageRecordRef, memberAgeSessions, memberLocalVerifications } from '../db/age';
import { contactMessagesFrom, contactMessagesNaming } from '../db/contact';
import { donationTotalsRef } from '../db/donations';
import { adminAuth, db, findAuthUser, isNoSuchUser, runTransaction } from '../db/firebase';
import {
  CHUNK,
  activeSubscriptionsOf,
  deleteAll,
  disownProducts,
  memberAdminMessages,
  memberDonations,
  memberCheckoutSessions,
  memberLocalCheckouts,
  memberNameClaims,
  memberNotifications,
  memberSubmissions,
  memberSubscriptions,
  memberThreads,
  memberUploads,
  noticesAbout,
} from '../db/member-data';
import {
  entriesByActor,
  entriesLabelledFrom,
  entriesQuoting,
  logAction,
  type Actor,
  type StoredLogEntry,
} from '../db/moderation';
import { settingsRef } from '../db/notifications';
import { profileRef, userRef } from '../db/users';
import { mediaStore } from '../media/media-store';
import { stripe } from '../services/stripe';
import {
  deleteThreads,
  forEachDoc,
  withdrawItemReports,
  withdrawReactions,
} from './member-activity';

type Counts = DeleteMemberDataAnswer['deleted'];
type Erased = Omit<DeleteMemberDataAnswer, 'message'>;

async function deleteAuthUser(uid: string): Promise<number> {
  try {
    // Revoked first: the API checks revocation, so the member's ID token stops working at
    // once, even if the deletion below fails and is retried later.
    await adminAuth().revokeRefreshTokens(uid);
    await adminAuth().deleteUser(uid);
    return 1;
  } catch (err) {
    if (isNoSuchUser(err)) return 0;
    throw err;
  }
}

/**
 * Rewrites every document of a query that still names the member, CHUNK a batch; the change
 * takes the document out of the query, so the loop ends when none is left.
 */
async function updateAll<T extends DocumentData>(
  query: Query<T, T>,
  patch: (doc: QueryDocumentSnapshot<T, T>) => UpdateData<T>,
): Promise<number> {
  let changed = 0;
  for (;;) {
    const snap = await query.limit(CHUNK).get();
    if (snap.empty) return changed;
    const batch = db().batch();
    for (const doc of snap.docs) batch.update(doc.ref, patch(doc));
    await batch.commit();
    changed += snap.size;
  }
}

/** The member's avatars: files first, then the record (a re-run finds the record). */
function deleteAvatars(uid: string): Promise<number> {
  return forEachDoc(memberUploads(uid), async (upload) => {
    if (upload.data().purpose !== 'avatar') return 0;
    await mediaStore().removeFolder(`uploads/${uid}/${upload.id}`);
    await upload.ref.delete();
    return 1;
  });
}

/** Donation records lose everything that names the member; amounts, dates and payment ids stay. */
async function anonymiseDonations(uid: string): Promise<number> {
  const kept = await updateAll(memberDonations(uid), (doc) => {
    const { sessionId, paymentIntentId } = doc.data();
    const ids = { sessionId, paymentIntentId, email: null, uid: null, customerId: null };
    return {
      ...ids,
      searchKeys: donationSearchKeys({ ...ids, id: doc.id }),
      anonymised: true as const,
    };
  });
  await updateAll(memberSubscriptions(uid), () => ({
    uid: null,
    email: null,
    customerId: null,
    anonymised: true as const,
  }));
  await updateAll(memberCheckoutSessions(uid), () => ({ uid: null }));
  await deleteAll(memberLocalCheckouts(uid));
  return kept;
}

/** The member's age checks: the sessions started (the record goes with users/{uid}, last). */
async function deleteAgeSessions(uid: string): Promise<void> {
  await deleteAll(memberAgeSessions(uid));
  await deleteAll(memberLocalVerifications(uid));
}

/** An admin's own log entries keep what they did, under their uid only. */
function clearActorEmail(uid: string): Promise<number> {
  return forEachDoc(entriesByActor(uid), async (entry) => {
    if (entry.data().actor.email === null) return 0;
    await entry.ref.update({ 'actor.email': null });
    return 1;
  });
}

/** The e-mail addresses and the display name the account goes by, read before anything goes. */
async function whoIs(uid: string): Promise<{ emails: string[]; displayName: string | null }> {
  const [user, record] = await Promise.all([userRef(uid).get(), findAuthUser(uid)]);
  const emails = [user.data()?.email, record?.email].flatMap((e) => (e ? [e.toLowerCase()] : []));
  return { emails: [...new Set(emails)], displayName: user.data()?.displayName ?? null };
}

/**
 * Ends the member's monthly donations still running at Stripe (the emulator has no Stripe: its
 * local subscriptions are only marked) and marks them cancelled at once; Stripe's
 * customer.subscription.deleted event that follows changes nothing more.
 */
async function cancelSubscriptions(uid: string, payments: () => Stripe): Promise<void> {
  await forEachDoc(activeSubscriptionsOf(uid), async (subscription) => {
    if (!config.isEmulator) await payments().subscriptions.cancel(subscription.id);
    await subscription.ref.update({ status: 'cancelled', cancelledAt: Timestamp.now() });
    return 1;
  });
}

/** Contact messages sent from the account, or naming one of its addresses as the sender's. */
async function deleteContactMessages(uid: string, emails: string[]): Promise<number> {
  let deleted = await deleteAll(contactMessagesFrom(uid));
  for (const email of emails) {
    deleted += await forEachDoc(contactMessagesNaming(email), async (message) => {
      if (message.data().email.trim().toLowerCase() !== email) return 0;
      await message.ref.delete();
      return 1;
    });
  }
  return deleted;
}

const scrubbed = (entry: QueryDocumentSnapshot<StoredLogEntry>): UpdateData<StoredLogEntry> => ({
  target: { ...entry.data().target, label: ERASED_AUTHOR_LABEL },
  aboutUid: null,
});

/**
 * Log labels that quote the member: by uid, and on entries older than that field by the
 * "name: " start of a comment's or reply's label.
 */
async function scrubLogLabels(uid: string, displayName: string | null): Promise<number> {
  let changed = await updateAll(entriesQuoting(uid), scrubbed);
  if (displayName) {
    const prefix = `${logLabel(displayName)}: `;
    changed += await forEachDoc(entriesLabelledFrom(prefix), async (entry) => {
      const { target, aboutUid } = entry.data();
      if (aboutUid !== undefined || (target.kind !== 'comment' && target.kind !== 'reply')) {
        return 0;
      }
      await entry.ref.update(scrubbed(entry));
      return 1;
    });
  }
  return changed;
}

/**
 * Deletes one member's personal data; `actor` is the admin (or the retention job) acting.
 * `payments` is the Stripe client that cancels a running monthly donation.
 */
export async function eraseMember(
  uid: string,
  actor: Actor,
  payments: () => Stripe = stripe,
): Promise<Erased> {
  const { emails, displayName } = await whoIs(uid);
  await cancelSubscriptions(uid, payments);
  const account = await deleteAuthUser(uid);
  const reactions = await withdrawReactions(uid);
  const { comments, replies } = await deleteThreads(uid);
  const reports = await withdrawItemReports(uid);
  const notifications =
    (await deleteAll(memberNotifications(uid))) + (await deleteAll(noticesAbout(uid)));
  const directMessageThreads = await forEachDoc(memberThreads(uid).select(), async (thread) => {
    await db().recursiveDelete(thread.ref);
    return 1;
  });
  const adminMessages =
    (await deleteAll(memberAdminMessages(uid, 'to'))) +
    (await deleteAll(memberAdminMessages(uid, 'from')));
  const submissions = await deleteAll(memberSubmissions(uid));
  const productsKeptWithoutName = await disownProducts(uid);
  const avatars = await deleteAvatars(uid);
  const nameClaims = await deleteAll(memberNameClaims(uid));
  const donationsKeptAnonymous = await anonymiseDonations(uid);
  await deleteAgeSessions(uid);
  await clearActorEmail(uid);
  const contactMessages = await deleteContactMessages(uid, emails);
  const logLabelsScrubbed = await scrubLogLabels(uid, displayName);

  const deleted: Counts = {
    account,
    submissions,
    comments,
    replies,
    reactions,
    reports,
    notifications,
    directMessageThreads,
    adminMessages,
    avatars,
    nameClaims,
    contactMessages,
  };
  // Last, with the log entry: the entry names the account by uid only (no name, no e-mail).
  await runTransaction((tx) => {
    tx.delete(settingsRef(uid));
    tx.delete(donationTotalsRef(uid));
    tx.delete(ageRecordRef(uid));
    tx.delete(profileRef(uid));
    tx.delete(userRef(uid));
    const removed = Object.values(deleted).reduce((a, b) => a + b, 0);
    logAction(
      tx,
      actor,
      'member.delete-data',
      { kind: 'member', id: uid, productId: null, commentId: null, label: 'Member account' },
      `${removed} records deleted; ${productsKeptWithoutName} products and ${donationsKeptAnonymous} donations kept without the member’s details`,
    );
  });
  return { deleted, productsKeptWithoutName, donationsKeptAnonymous, logLabelsScrubbed };
}
