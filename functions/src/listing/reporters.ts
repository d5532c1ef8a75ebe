// Who reported an item, for the moderation queues: the newest few reports of each listed
// item, with the reporters' display names (one batched read of their profiles).
import type { Query, Timestamp } from 'firebase-admin/firestore';
import {
  ANONYMOUS_NAME,
  LINK_CHECKER_UID,
  LINK_HEALTH_MESSAGES,
  type ReporterView,
} from '@xmates/domain';
import { readAll } from '../db/converter';
import { profileRef } from '../db/users';
import { iso } from '../views/moderation-view';

/** Reporters shown per item; the count says how many there are in all. */
export const REPORTERS_SHOWN = 5;

interface StoredReport {
  uid: string;
  reason?: string | null;
  createdAt: Timestamp;
}

/** The newest reporters of each item, in the order of `reports` (one query per item). */
export async function reportersOf<R extends StoredReport>(
  reports: Query<R, R>[],
): Promise<ReporterView[][]> {
  const snaps = await Promise.all(
    reports.map((q) => q.orderBy('createdAt', 'desc').limit(REPORTERS_SHOWN).get()),
  );
  const uids = [...new Set(snaps.flatMap((s) => s.docs.map((d) => d.data().uid)))];
  const profiles = await readAll(uids.map((uid) => profileRef(uid)));
  const names = new Map(
    profiles.map((p) => [p.id, p.data()?.displayName?.trim() || ANONYMOUS_NAME]),
  );
  // The link checker's reports (jobs/link-health.ts) have no profile behind them.
  names.set(LINK_CHECKER_UID, LINK_HEALTH_MESSAGES.reporterName);
  return snaps.map((s) =>
    s.docs.map((d) => {
      const report = d.data();
      return {
        uid: report.uid,
        displayName: names.get(report.uid) ?? ANONYMOUS_NAME,
        reason: report.reason ?? null,
        reportedAt: iso(report.createdAt),
      };
    }),
  );
}
