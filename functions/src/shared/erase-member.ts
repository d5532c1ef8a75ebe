// Erasing a member's personal data: on a verified request (the data deletion page, through
// handlers/delete-member-data.ts), the member's own deletion (handlers/own-account.ts), an
// unverified account its owner recycles, and the accounts the retention job closes.
// Resumable: erasures/{uid} (db/erasures.ts) is written before anything is deleted, with what
// later steps need once the Auth account is gone (the addresses the account proved, its name
// if proven, its Stripe Identity sessions); then the Auth account goes (revoked first), so the
// member is signed out (kept disabled, with the address only, while a suspension or a ban
// holds: closeAuthUser); then every step finds what is left by uid and deletes it in chunks of
// at most CHUNK writes, so a run that fails part-way simply runs again (counters move in the
// transaction that deletes each item); users/{uid} and the marker go last. The daily retention
// job (jobs/retention.ts) finishes a marker its request left behind.
// Published products stay in the library without the member's name; donation records stay,
// stripped of e-mail, uid and customer, for tax and accounting law. Contact messages sent from
// the account go, and those sent signed out from an address only if the account proved it
// (an unverified sign-up as victim@… erases none of the victim's messages). Moderation-log
// labels that quote the member lose the words: by uid, by a proven account's "name: " start,
// and a submission's title. A monthly donation still running at Stripe is cancelled first.
// Age checks go entirely: the sessions are redacted at Stripe (a failure keeps the marker, and
// the job tries again), the sessions and the record are deleted (the claim goes with Auth).
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { logger } from 'firebase-functions/logger';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  ERASED_AUTHOR_LABEL,
  ERASED_SUBMISSION_LABEL,
  donationSearchKeys,
  logLabel,
  suspensionAt,
  type DeleteMemberDataAnswer,
} from '@xmates/domain';
import { config } from '../config';
import { ageRecordRef, memberAgeSessions, memberLocalVerifications } from '../db/age';
import { contactMessagesFrom, contactMessagesNaming } from '../db/contact';
import { donationTotalsRef } from '../db/donations';
import { erasureRef } from '../db/erasures';
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
  entriesAbout,
  entriesByActor,
  entriesLabelledFrom,
  entriesQuoting,
  logAction,
  type Actor,
  type StoredLogEntry,
} from '../db/moderation';
import { hiddenFiltersRef } from '../db/hidden-filters';
import { settingsRef } from '../db/notifications';
import { blocksOf } from '../db/blocks';
import { reportedMemberRef, storedSuspension, suspensionRef } from '../db/member-reports';
import { profileRef, userRef } from '../db/users';
import { mediaStore } from '../media/media-store';
import type { AgeProvider } from '../services/age-provider';
import { ageProvider } from '../services/age-providers';
import { stripe } from '../services/stripe';
import {
  deleteThreads,
  forEachDoc,
  withdrawItemReports,
  withdrawMemberReports,
  withdrawReactions,
} from './member-activity';

type Counts = DeleteMemberDataAnswer['deleted'];
type Erased = Omit<DeleteMemberDataAnswer, 'message'>;

/** The platforms an erasure calls: Stripe (a running monthly donation) and the age provider. */
export interface ErasureClients {
  payments: () => Promise<Stripe>;
  ages: () => AgeProvider;
}

const PLATFORM: ErasureClients = { payments: stripe, ages: ageProvider };

/** A uid as the logs name it: hashed, so an alert line names no account. */
export const loggedId = (uid: string) =>
  createHash('sha256').update(uid).digest('hex').slice(0, 16);

/** Whether a suspension or a ban holds the member now (suspensions/{uid}, one read). */
async function heldNow(uid: string): Promise<boolean> {
  return suspensionAt(await storedSuspension(uid), Date.now()).kind !== 'none';
}

/**
 * Closes the Auth account: deleted, or, while a suspension or a ban holds, disabled and kept
 * with only its address and sign-in methods (name, photo and claims cleared), so that the address
 * cannot sign up again to escape it. Nothing in Firestore keeps the address. The account goes
 * when the suspension ends (the retention job) or an admin lifts it (releaseHeldAccount).
 * Answers 1 when the account was deleted.
 */
async function closeAuthUser(uid: string, held: boolean): Promise<number> {
  try {
    // Revoked first: the API checks revocation, so the member's ID token stops working at
    // once, even if the deletion below fails and is retried later.
    await adminAuth().revokeRefreshTokens(uid);
    if (held) {
      await adminAuth().updateUser(uid, { disabled: true, displayName: null, photoURL: null });
      await adminAuth().setCustomUserClaims(uid, null);
      return 0;
    }
    await adminAuth().deleteUser(uid);
    return 1;
  } catch (err) {
    if (isNoSuchUser(err)) return 0;
    throw err;
  }
}

/**
 * Deletes the Auth account an erasure kept for a suspension (closeAuthUser) once that no longer
 * holds: an account with no users document, disabled. Answers whether it deleted one.
 */
export async function releaseHeldAccount(uid: string): Promise<boolean> {
  const [user, record] = await Promise.all([userRef(uid).get(), findAuthUser(uid)]);
  if (user.exists || !record?.disabled) return false;
  await adminAuth().deleteUser(uid);
  return true;
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

/**
 * Writes the marker before anything is deleted (or counts one more attempt on it), with what
 * the later steps need once the Auth account is gone. Only Auth's emailVerified proves an
 * address: an unproven account erases by uid only, and its name scrubs no log label. The
 * marker a first attempt wrote keeps its word: Auth may be gone by the next.
 */
async function beginErasure(uid: string, actor: Actor): Promise<void> {
  const [user, record, sessions] = await Promise.all([
    userRef(uid).get(),
    findAuthUser(uid),
    memberAgeSessions(uid).get(),
  ]);
  const proven = record?.emailVerified === true && record.email ? record.email : null;
  const emails = proven ? [proven.trim().toLowerCase()] : [];
  const displayName = proven ? (user.data()?.displayName ?? null) : null;
  const redactions = sessions.docs.map((session) => session.id);
  await runTransaction(async (tx) => {
    const ref = erasureRef(uid);
    const marker = (await tx.get(ref)).data();
    const now = Timestamp.now();
    if (marker) {
      tx.update(ref, {
        attempts: FieldValue.increment(1),
        lastAttemptAt: now,
        redactions: [...new Set([...marker.redactions, ...redactions])],
      });
      return;
    }
    tx.create(ref, {
      actor,
      startedAt: now,
      lastAttemptAt: now,
      attempts: 1,
      emails,
      displayName,
      redactions,
      erasedAt: null,
    });
  });
}

/**
 * Asks the age provider to forget each session the marker lists, taking it off once done. A
 * refusal is logged and leaves the session on the marker, which the retention job retries:
 * it never stops the erasure. Answers how many are left.
 */
export async function redactAgeSessions(uid: string, ages: () => AgeProvider): Promise<number> {
  const ref = erasureRef(uid);
  const sessions = (await ref.get()).data()?.redactions ?? [];
  let left = 0;
  for (const sessionId of sessions) {
    try {
      await ages().redact(sessionId);
      await ref.update({ redactions: FieldValue.arrayRemove(sessionId) });
    } catch (err) {
      left += 1;
      logger.warn('erasure.redact_failed', {
        id: loggedId(uid),
        sessionId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  return left;
}

/**
 * Ends the member's monthly donations still running at Stripe (the emulator has no Stripe: its
 * local subscriptions are only marked) and marks them cancelled at once; Stripe's
 * customer.subscription.deleted event that follows changes nothing more.
 */
async function cancelSubscriptions(uid: string, payments: () => Promise<Stripe>): Promise<void> {
  await forEachDoc(activeSubscriptionsOf(uid), async (subscription) => {
    if (!config.isEmulator) await (await payments()).subscriptions.cancel(subscription.id);
    await subscription.ref.update({ status: 'cancelled', cancelledAt: Timestamp.now() });
    return 1;
  });
}

/**
 * Contact messages sent from the account (by uid), and those sent signed out from an address
 * the account proved (`emails` is empty for an unproven one).
 */
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
 * "name: " start of a comment's or reply's label (a proven account's name only: `displayName`
 * is null for an unproven one, so a throw-away sign-up cannot scrub another member's entries).
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
 * The member's submissions: the log entries about each lose its title first, then it goes
 * (a re-run finds the submission, so its entries are scrubbed before it is lost).
 */
function deleteSubmissions(uid: string): Promise<number> {
  return forEachDoc(memberSubmissions(uid), async (submission) => {
    await forEachDoc(entriesAbout(submission.id), async (entry) => {
      const { target } = entry.data();
      if (target.kind !== 'submission' || target.label === ERASED_SUBMISSION_LABEL) return 0;
      await entry.ref.update({ target: { ...target, label: ERASED_SUBMISSION_LABEL } });
      return 1;
    });
    await submission.ref.delete();
    return 1;
  });
}

/**
 * Deletes one member's personal data; `actor` is the admin, the member or the job acting.
 * `clients` are Stripe (a running monthly donation) and the age provider (redaction).
 */
export async function eraseMember(
  uid: string,
  actor: Actor,
  clients: Partial<ErasureClients> = {},
): Promise<Erased> {
  const { payments, ages } = { ...PLATFORM, ...clients };
  await beginErasure(uid, actor);
  await cancelSubscriptions(uid, payments);
  const held = await heldNow(uid);
  const account = await closeAuthUser(uid, held);
  const marker = (await erasureRef(uid).get()).data();
  const emails = marker?.emails ?? [];
  const displayName = marker?.displayName ?? null;
  const reactions = await withdrawReactions(uid);
  const { comments, replies } = await deleteThreads(uid);
  const reports = (await withdrawItemReports(uid)) + (await withdrawMemberReports(uid));
  const notifications =
    (await deleteAll(memberNotifications(uid))) + (await deleteAll(noticesAbout(uid)));
  const directMessageThreads = await forEachDoc(memberThreads(uid).select(), async (thread) => {
    await db().recursiveDelete(thread.ref);
    return 1;
  });
  const adminMessages =
    (await deleteAll(memberAdminMessages(uid, 'to'))) +
    (await deleteAll(memberAdminMessages(uid, 'from')));
  const submissions = await deleteSubmissions(uid);
  const productsKeptWithoutName = await disownProducts(uid);
  const avatars = await deleteAvatars(uid);
  const nameClaims = await deleteAll(memberNameClaims(uid));
  // The members they blocked (nobody else ever saw those): gone with the account. So are the
  // reports about them (there is no member left to decide about) and an ended suspension; one
  // that holds stays with the disabled account until it ends.
  const blocks = await deleteAll(blocksOf(uid));
  await db().recursiveDelete(reportedMemberRef(uid));
  if (!held) await suspensionRef(uid).delete();
  const donationsKeptAnonymous = await anonymiseDonations(uid);
  await redactAgeSessions(uid, ages);
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
    blocks,
    contactMessages,
  };
  // Last, with the log entry: the entry names the account by uid only (no name, no e-mail). A
  // marker gone means a run at the same time finished and logged; a redaction left keeps it,
  // without the addresses and the name, for the job to retry.
  await runTransaction(async (tx) => {
    const ref = erasureRef(uid);
    const current = (await tx.get(ref)).data();
    if (current?.redactions.length) {
      const erasedAt = current.erasedAt ?? Timestamp.now();
      tx.update(ref, { emails: [], displayName: null, erasedAt });
    } else {
      tx.delete(ref);
    }
    tx.delete(settingsRef(uid));
    tx.delete(hiddenFiltersRef(uid));
    tx.delete(donationTotalsRef(uid));
    tx.delete(ageRecordRef(uid));
    tx.delete(profileRef(uid));
    tx.delete(userRef(uid));
    if (!current || current.erasedAt) return;
    const removed = Object.values(deleted).reduce((a, b) => a + b, 0);
    logAction(
      tx,
      current.actor,
      'member.delete-data',
      { kind: 'member', id: uid, productId: null, commentId: null, label: 'Member account' },
      {
        note: `${removed} records deleted; ${productsKeptWithoutName} products and ${donationsKeptAnonymous} donations kept without the member’s details`,
      },
    );
  });
  return { deleted, productsKeptWithoutName, donationsKeptAnonymous, logLabelsScrubbed };
}
