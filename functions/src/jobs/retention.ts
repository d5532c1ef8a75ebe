// The daily retention job (wired as `applyRetentionDaily` in index.ts): deletes what is older
// than the privacy page's targets (RETENTION in the domain). A function of `now`, so tests
// run the same work against the emulator with any date (the emulator fires no schedules).
// Each step deletes in chunks and can run again after a failure. A closed account's monthly
// donation still running at Stripe is cancelled before its data goes (eraseMember).
import type Stripe from 'stripe';
import { LIMITS, RETENTION, retentionCutoff } from '@xmates/domain';
import { authUserPages, findAuthUser } from '../db/firebase';
import { deleteAll } from '../db/member-data';
import type { Actor } from '../db/moderation';
import {
  contactMessagesBefore,
  donationsBefore,
  rateLimitWindowsEndedBefore,
  stripeEventsBefore,
  unverifiedAccountsBefore,
} from '../db/retention';
import { eraseMember } from '../shared/erase-member';
import { forEachDoc } from '../shared/member-activity';
import { stripe } from '../services/stripe';
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

async function eraseClosedAccounts(now: Date, payments: () => Stripe): Promise<number> {
  const cutoff = closedAccountsCutoff(now);
  return forEachDoc(unverifiedAccountsBefore(cutoff), async (doc) => {
    const record = await findAuthUser(doc.id);
    if (record?.emailVerified) return 0;
    await eraseMember(doc.id, RETENTION_ACTOR, payments);
    return 1;
  });
}

/**
 * The closed accounts the query above cannot find: unverified Auth users past the same cutoff
 * that never synced (no users document; made with one REST call, for instance). Auth has no
 * query by these fields, so every user is listed, page by page; the uids are collected before
 * any is erased, so deleting never moves the pages being read.
 */
async function eraseUnsyncedAccounts(now: Date, payments: () => Stripe): Promise<number> {
  const cutoff = closedAccountsCutoff(now).getTime();
  const closed: string[] = [];
  for await (const users of authUserPages()) {
    for (const user of users) {
      if (!user.emailVerified && Date.parse(user.metadata.creationTime) < cutoff) {
        closed.push(user.uid);
      }
    }
  }
  for (const uid of closed) await eraseMember(uid, RETENTION_ACTOR, payments);
  return closed.length;
}

/** `payments` is the Stripe client that cancels a closed account's running monthly donation. */
export async function applyRetention(
  now: Date,
  payments: () => Stripe = stripe,
): Promise<RetentionReport> {
  const securityCutoff = retentionCutoff(now, RETENTION.securityLogs);
  return {
    contactMessages: await deleteAll(
      contactMessagesBefore(retentionCutoff(now, RETENTION.contactMessages)),
    ),
    securityRecords:
      (await deleteAll(stripeEventsBefore(securityCutoff))) +
      (await deleteAll(rateLimitWindowsEndedBefore(now))),
    donations: await deleteAll(donationsBefore(retentionCutoff(now, RETENTION.donations))),
    closedAccounts: await eraseClosedAccounts(now, payments),
    unsyncedAccounts: await eraseUnsyncedAccounts(now, payments),
    unusedUploads: await deleteUnusedUploads(now),
  };
}
