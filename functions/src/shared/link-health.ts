// One product's link checked and recorded: what each task of the link checker's queue
// (jobs/link-health.ts) does for its product and an admin's "Check now" (handlers/link-health.ts)
// for one. The
// check is stored in linkChecks/{productId}; a dead verdict 24 hours or more after the first
// of its streak files the link checker's broken-link report, once per streak, the way a
// member's report is filed (products/{id}/linkReports/{uid}, flagged, counted), so the product
// appears in Reported Broken Links and the admin decides as for members' reports.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  LINK_CHECKER_UID,
  LINK_HEALTH_MESSAGES,
  nextStreak,
  severityOf,
  type LinkCheckView,
} from '@xmates/domain';
import { config, siteOrigin } from '../config';
import { runTransaction } from '../db/firebase';
import { checkerReportRef, linkCheckRef } from '../db/link-health';
import { productRef, watchLinkRef } from '../db/products';
import { checkLink, type LinkCheckResult } from '../services/link-fetch';
import { recordedCheckView } from '../views/moderation-view';

/** Checks one link (the real checker, or a test's stub). */
export type LinkChecker = (link: string) => Promise<LinkCheckResult>;

/** The production checker: config.linkHealth's limits, a User-Agent naming the site. */
export function defaultChecker(): LinkChecker {
  const { timeoutMs, maxRedirects, allowLoopback } = config.linkHealth;
  const userAgent = `xmates-link-checker/1.0 (+${siteOrigin()}/about)`;
  return (link) => checkLink(link, { userAgent, timeoutMs, maxRedirects, allowLoopback });
}

export interface RecordedCheck {
  check: LinkCheckView;
  /** This check filed the link checker's report. */
  reported: boolean;
}

const day = (at: Timestamp) => at.toDate().toISOString().slice(0, 10);

/**
 * Checks a product's link now and records the verdict. Null when the product is not listed
 * (no link, or not approved): its stored check, if any, is deleted.
 */
export async function checkProductLink(
  productId: string,
  checker: LinkChecker,
  now: () => Date = () => new Date(),
): Promise<RecordedCheck | null> {
  const [linkSnap, productSnap] = await Promise.all([
    watchLinkRef(productId).get(),
    productRef(productId).get(),
  ]);
  const watchLink = linkSnap.data();
  const product = productSnap.data();
  if (!watchLink?.approved || product?.approved !== true) {
    await linkCheckRef(productId).delete();
    return null;
  }
  const result = await checker(watchLink.link);

  return runTransaction(async (tx) => {
    const checkRef = linkCheckRef(productId);
    const reportRef = checkerReportRef(productId);
    const [checkSnap, reportSnap, currentSnap] = await Promise.all([
      tx.get(checkRef),
      tx.get(reportRef),
      tx.get(productRef(productId)),
    ]);
    const stored = checkSnap.data();
    const at = Timestamp.fromDate(now());
    const streak = nextStreak(
      { deadSince: stored?.deadSince?.toMillis() ?? null, reported: stored?.reported ?? false },
      result.verdict,
      at.toMillis(),
    );
    const deadSince = streak.deadSince === null ? null : Timestamp.fromMillis(streak.deadSince);
    const record = {
      link: watchLink.link,
      lastCheckedAt: at,
      verdict: result.verdict,
      status: result.status,
      reason: result.reason,
      deadSince,
      reported: streak.reported,
      severity: severityOf(result),
    };
    tx.set(checkRef, record);
    // Filed once per streak; a report of the checker's still waiting for the admin is enough.
    const file = streak.report && deadSince && !reportSnap.exists && currentSnap.exists;
    if (file) {
      tx.create(reportRef, {
        uid: LINK_CHECKER_UID,
        reason: LINK_HEALTH_MESSAGES.reportReason(result.reason, day(deadSince)),
        createdAt: at,
      });
      tx.update(productRef(productId), {
        brokenReportsCount: FieldValue.increment(1),
        flagged: true,
        reportedAt: at,
      });
    }
    return { check: recordedCheckView(record), reported: Boolean(file) };
  });
}
