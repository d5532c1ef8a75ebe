// The daily retention job (wired as `applyRetentionDaily` in index.ts): deletes what is older
// than the privacy page's targets (RETENTION in the domain). A function of `now`, so tests
// run the same work against the emulator with any date (the emulator fires no schedules).
// Each step deletes in chunks and can run again after a failure. A closed account's monthly
// donation still running at Stripe is cancelled before its data goes (eraseMember). It also
// finishes the erasures a request left part-way (erasures/{uid}, shared/erase-member.ts),
// alerting with an `erasure.stuck` log line when one is old or keeps failing, asks the age
// provider to redact the failed and cancelled age checks of the last days, and ends the
// suspensions whose time is up.
import type Stripe from 'stripe';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { ERASURE, LIMITS, RETENTION, erasureStuck, retentionCutoff } from '@xmates/domain';
import { ageSessionRef, ageSessionsUpdatedBetween } from '../db/age';
import { erasureRef, erasuresTriedBefore } from '../db/erasures';
import { authUserPages, findAuthUser } from '../db/firebase';
import { deleteAll } from '../db/member-data';
import { suspensionsEndedBy } from '../db/member-reports';
import type { Actor } from '../db/moderation';
import {
  contactMessagesBefore,
  donationsBefore,
  rateLimitWindowsEndedBefore,
  stripeEventsBefore,
  unverifiedAccountsBefore,
} from '../db/retention';
import { forEachDoc } from '../shared/member-activity';
import type { AgeProvider } from '../services/age-provider';
import { ageProvider } from '../services/age-providers';
import { stripe } from '../services/stripe';
import {
  eraseMember,
  loggedId,
  redactAgeSessions,
  releaseHeldAccount,
  type ErasureClients,
} from '../shared/erase-member';
import { deleteUnusedUploads } from './unused-uploads';

/** How the moderation log names the job when it deletes a closed account. */
export const RETENTION_ACTOR: Actor = { uid: 'xmates-retention', email: null };

export interface RetentionReport {
  contactMessages: number;
  securityRecords: number;
  donations: number;
  closedAccounts: number;
  unsyncedAccounts: number;
  unusedUploads: number;
  /** Erasures a request left part-way, finished (or whose redactions were retried) here. */
  erasuresFinished: number;
  /** Failed and cancelled age checks redacted at the provider. */
  ageSessionsRedacted: number;
  /** Suspensions that ended, deleted with the Auth account an erasure kept for them. */
  suspensionsEnded: number;
}

/**
 * An unverified account is closed once its 24-hour window passed (it can no longer sign in);
 * its data goes RETENTION.accountData after that. The Auth record has the last word: an
 * account verified since its document was written is left alone.
 */
function closedAccountsCutoff(now: Date): Date {
  const closedBefore = new Date(now.getTime() - LIMITS.unverifiedWindowMs);
  return retentionCutoff(closedBefore, RETENTION.accountData);
}

async function eraseClosedAccounts(now: Date, clients: ErasureClients): Promise<number> {
  const cutoff = closedAccountsCutoff(now);
  return forEachDoc(unverifiedAccountsBefore(cutoff), async (doc) => {
    const record = await findAuthUser(doc.id);
    if (record?.emailVerified) return 0;
    await eraseMember(doc.id, RETENTION_ACTOR, clients);
    return 1;
  });
}

/**
 * The closed accounts the query above cannot find: unverified Auth users past the same cutoff
 * that never synced (no users document; made with one REST call, for instance). Auth has no
 * query by these fields, so every user is listed, page by page; the uids are collected before
 * any is erased, so deleting never moves the pages being read.
 */
async function eraseUnsyncedAccounts(now: Date, clients: ErasureClients): Promise<number> {
  const cutoff = closedAccountsCutoff(now).getTime();
  const closed: string[] = [];
  for await (const users of authUserPages()) {
    for (const user of users) {
      // A disabled account is one an erasure kept for a suspension (endSuspensions).
      if (
        !user.emailVerified &&
        !user.disabled &&
        Date.parse(user.metadata.creationTime) < cutoff
      ) {
        closed.push(user.uid);
      }
    }
  }
  for (const uid of closed) await eraseMember(uid, RETENTION_ACTOR, clients);
  return closed.length;
}

/**
 * Finishes each erasure whose last attempt is older than ERASURE.retryAfterMs (its request
 * has ended): the whole erasure again under the actor who asked, or only the redactions left
 * once the data is gone. A marker older than a day, or tried ERASURE.alertAfterAttempts times,
 * logs `erasure.stuck` (the hashed uid, its age and attempts: an alert on that line calls a
 * person). One marker's failure is logged and the others still run; it is tried again
 * tomorrow. Answers how many were finished.
 */
export async function finishErasures(
  now: Date,
  clients: ErasureClients = { payments: stripe, ages: ageProvider },
): Promise<number> {
  const cutoff = Timestamp.fromMillis(now.getTime() - ERASURE.retryAfterMs);
  return forEachDoc(erasuresTriedBefore(cutoff), async (doc) => {
    const marker = doc.data();
    const id = loggedId(doc.id);
    const startedAtMs = marker.startedAt.toMillis();
    if (erasureStuck({ startedAtMs, attempts: marker.attempts }, now.getTime())) {
      logger.error('erasure.stuck', {
        id,
        ageMinutes: Math.round((now.getTime() - startedAtMs) / 60_000),
        attempts: marker.attempts,
        dataErased: marker.erasedAt !== null,
        redactionsLeft: marker.redactions.length,
      });
    }
    try {
      if (!marker.erasedAt) {
        await eraseMember(doc.id, marker.actor, clients);
        return 1;
      }
      await doc.ref.update({ attempts: marker.attempts + 1, lastAttemptAt: Timestamp.now() });
      if ((await redactAgeSessions(doc.id, clients.ages)) > 0) return 0;
      await erasureRef(doc.id).delete();
      return 1;
    } catch (err) {
      logger.error('erasure.retry_failed', {
        id,
        attempts: marker.attempts,
        error: err instanceof Error ? err.message : String(err),
      });
      return 0;
    }
  });
}

/**
 * Asks the age provider to forget the cancelled checks, and the failed ones a day after they
 * failed, changed in the last ERASURE.sessionRedactionDays (a verified one was redacted as its
 * outcome was read), once each: `redactedAt` marks it. A refusal is logged and tried again the
 * next day.
 */
export async function redactEndedAgeSessions(
  now: Date,
  ages: () => AgeProvider = ageProvider,
): Promise<number> {
  const from = retentionCutoff(now, { days: ERASURE.sessionRedactionDays });
  const sessions = ageSessionsUpdatedBetween(Timestamp.fromDate(from), Timestamp.fromDate(now));
  return forEachDoc(sessions, async (session) => {
    const { state, redactedAt, updatedAt } = session.data();
    // A failed check waits a day: redacting cancels it, and the member may still resubmit.
    const settled =
      state === 'canceled' ||
      (state === 'failed' && now.getTime() - updatedAt.toMillis() >= ERASURE.failedSettleMs);
    if (!settled || redactedAt) return 0;
    try {
      await ages().redact(session.id);
    } catch (err) {
      logger.warn('age.redact_failed', {
        sessionId: session.id,
        error: err instanceof Error ? err.message : String(err),
      });
      return 0;
    }
    await ageSessionRef(session.id).update({ redactedAt: Timestamp.now() });
    return 1;
  });
}

/**
 * Deletes each suspension whose end has come, and the Auth account an erasure kept disabled
 * for it (releaseHeldAccount): the address may sign up again. Bans never end here.
 */
export async function endSuspensions(now: Date): Promise<number> {
  return forEachDoc(suspensionsEndedBy(Timestamp.fromDate(now)), async (suspension) => {
    await releaseHeldAccount(suspension.id);
    await suspension.ref.delete();
    return 1;
  });
}

/**
 * `payments` is the Stripe client that cancels a closed account's running monthly donation,
 * `ages` the age provider that redacts sessions.
 */
export async function applyRetention(
  now: Date,
  payments: () => Promise<Stripe> = stripe,
  ages: () => AgeProvider = ageProvider,
): Promise<RetentionReport> {
  const clients = { payments, ages };
  const securityCutoff = retentionCutoff(now, RETENTION.securityLogs);
  return {
    contactMessages: await deleteAll(
      contactMessagesBefore(retentionCutoff(now, RETENTION.contactMessages)),
    ),
    securityRecords:
      (await deleteAll(stripeEventsBefore(securityCutoff))) +
      (await deleteAll(rateLimitWindowsEndedBefore(now))),
    donations: await deleteAll(donationsBefore(retentionCutoff(now, RETENTION.donations))),
    closedAccounts: await eraseClosedAccounts(now, clients),
    unsyncedAccounts: await eraseUnsyncedAccounts(now, clients),
    unusedUploads: await deleteUnusedUploads(now),
    erasuresFinished: await finishErasures(now, clients),
    ageSessionsRedacted: await redactEndedAgeSessions(now, ages),
    suspensionsEnded: await endSuspensions(now),
  };
}
