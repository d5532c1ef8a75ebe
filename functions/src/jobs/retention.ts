// The daily retention job (wired as `applyRetentionDaily` in index.ts): deletes what is older
// than the privacy page's targets (RETENTION in the domain). A function of `now`, so tests
// run the same work against the emulator with any date (the emulator fires no schedules).
// Each step deletes in chunks and can run again after a failure.
import { LIMITS, RETENTION, retentionCutoff } from '@xmates/domain';
import { findAuthUser } from '../db/firebase';
import { deleteAll } from '../db/member-data';
import type { Actor } from '../db/moderation';
import {
  contactMessagesBefore,
  donationsBefore,
  rateLimitWindowsEndedBefore,
  stripeEventsBefore,
  unverifiedAccountsBefore,
} from '../db/retention';
import { eraseMember } from '../handlers/delete-member-data';
import { forEachDoc } from '../handlers/member-activity';
import { deleteUnusedUploads } from './unused-uploads';

/** How the moderation log names the job when it deletes a closed account. */
export const RETENTION_ACTOR: Actor = { uid: 'xmates-retention', email: null };

export interface RetentionReport {
  contactMessages: number;
  securityRecords: number;
  donations: number;
  closedAccounts: number;
  unusedUploads: number;
}

/**
 * An unverified account is closed once its 24-hour window passed (it can no longer sign in);
 * its data goes RETENTION.accountData after that. The Auth record has the last word: an
 * account verified since its document was written is left alone.
 */
async function eraseClosedAccounts(now: Date): Promise<number> {
  const closedBefore = new Date(now.getTime() - LIMITS.unverifiedWindowMs);
  const cutoff = retentionCutoff(closedBefore, RETENTION.accountData);
  return forEachDoc(unverifiedAccountsBefore(cutoff), async (doc) => {
    const record = await findAuthUser(doc.id);
    if (record?.emailVerified) return 0;
    await eraseMember(doc.id, RETENTION_ACTOR);
    return 1;
  });
}

export async function applyRetention(now: Date): Promise<RetentionReport> {
  const securityCutoff = retentionCutoff(now, RETENTION.securityLogs);
  return {
    contactMessages: await deleteAll(
      contactMessagesBefore(retentionCutoff(now, RETENTION.contactMessages)),
    ),
    securityRecords:
      (await deleteAll(stripeEventsBefore(securityCutoff))) +
      (await deleteAll(rateLimitWindowsEndedBefore(now))),
    donations: await deleteAll(donationsBefore(retentionCutoff(now, RETENTION.donations))),
    closedAccounts: await eraseClosedAccounts(now),
    unusedUploads: await deleteUnusedUploads(now),
  };
}
