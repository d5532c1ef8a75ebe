// The trending refresh (wired as `refreshTrendingHalfHourly` in index.ts, every 30 minutes):
// takes the productTrends due (the roll-up of a change of their likes made them due, or their
// oldest counted like left the 7-day window), counts the product's likes of the window from
// the reactions, writes its trendingLikes and trendingScore when they changed, and sets when the
// trend is due next (null when no like of the window is left). The trending sort is so current
// within half an hour while a like never rewrites its indexes (domain/src/feed/trending.ts).
// Each product is refreshed in its own transaction, so a roll-up landing meanwhile makes it due
// again. The emulator fires no schedules: the tests run refreshTrending itself.
import { logger } from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { trendDueAtMs, trendingFields, trendingSince } from '@xmates/domain';
import { runTransaction } from '../db/firebase';
import { productRef } from '../db/products';
import { likesSince } from '../db/reactions';
import { dueTrends, productTrendRef } from '../db/trending';

/** Trends read a page, refreshed PARALLEL at a time, at most MAX_PER_RUN a run. */
const PAGE = 100;
const PARALLEL = 10;
const MAX_PER_RUN = 20_000;

export interface TrendingReport {
  /** Trends refreshed. */
  refreshed: number;
  /** Products whose trendingLikes or trendingScore changed (written). */
  changed: number;
  /** Trends of products that no longer exist, deleted. */
  removed: number;
  failed: number;
}

type Outcome = 'changed' | 'unchanged' | 'removed';

function refreshOne(productId: string, now: Timestamp): Promise<Outcome> {
  const trendRef = productTrendRef(productId);
  const pRef = productRef(productId);
  const window = likesSince(productId, Timestamp.fromMillis(trendingSince(now.toMillis())));
  return runTransaction(async (tx): Promise<Outcome> => {
    const [trendSnap, productSnap, counted, oldest] = await Promise.all([
      tx.get(trendRef),
      tx.get(pRef),
      tx.get(window.count),
      tx.get(window.oldest),
    ]);
    if (!trendSnap.exists) return 'unchanged';
    const product = productSnap.data();
    if (!product) {
      tx.delete(trendRef);
      return 'removed';
    }
    const fields = trendingFields(counted.data().count, product.createdAt ?? now);
    const changed =
      product.trendingLikes !== fields.trendingLikes ||
      product.trendingScore !== fields.trendingScore;
    if (changed) tx.update(pRef, fields);
    const dueAtMs = trendDueAtMs(oldest.docs[0]?.data().likedAt?.toMillis() ?? null);
    tx.set(trendRef, { dueAt: dueAtMs === null ? null : Timestamp.fromMillis(dueAtMs) });
    return changed ? 'changed' : 'unchanged';
  });
}

/**
 * Refreshes every trend due at `now`. A refreshed trend is due next after `now` (or never),
 * so the query moves on; one that failed is left for the next run.
 */
export async function refreshTrending(now: Date = new Date()): Promise<TrendingReport> {
  const at = Timestamp.fromDate(now);
  const report: TrendingReport = { refreshed: 0, changed: 0, removed: 0, failed: 0 };
  const failed = new Set<string>();
  while (report.refreshed + failed.size < MAX_PER_RUN) {
    const due = (await dueTrends(at, PAGE + failed.size).get()).docs
      .map((d) => d.id)
      .filter((id) => !failed.has(id));
    if (due.length === 0) break;
    for (let i = 0; i < due.length; i += PARALLEL) {
      await Promise.all(
        due.slice(i, i + PARALLEL).map(async (productId) => {
          try {
            const outcome = await refreshOne(productId, at);
            report.refreshed += 1;
            if (outcome !== 'unchanged') report[outcome] += 1;
          } catch (err) {
            failed.add(productId);
            logger.error('trending.refresh_failed', { productId, error: String(err) });
          }
        }),
      );
    }
  }
  report.failed = failed.size;
  return report;
}
