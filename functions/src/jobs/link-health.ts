// The link checker (wired as `checkLinksQuarterHourly` in index.ts, every 15 minutes): first
// sweeps on over the listed products, giving each it has not met a never-checked record, then
// checks config.linkHealth.perRun links, the least recently checked first (never-checked ones
// before all), a few at a time, starting no check after the run's time budget. Each check is recorded by shared/link-health.ts, which
// files the broken-link report of a streak of dead verdicts. The emulator fires no schedules:
// the tests run runLinkChecks itself.
import { logger } from 'firebase-functions/logger';
import { neverCheckedLink } from '@xmates/domain';
import { config } from '../config';
import { readAll } from '../db/converter';
import { db } from '../db/firebase';
import {
  leastRecentlyChecked,
  linkCheckRef,
  linkCheckerStateRef,
  listedLinksAfter,
} from '../db/link-health';
import { checkProductLink, defaultChecker, type LinkChecker } from '../shared/link-health';

export interface LinkHealthReport {
  /** Listed products met for the first time. */
  discovered: number;
  checked: number;
  alive: number;
  dead: number;
  unknown: number;
  /** Broken-link reports filed. */
  reported: number;
  /** Records dropped: their product is no longer listed. */
  unlisted: number;
  /** Checks left for the next run: the time budget ran out. */
  deferred: number;
  failed: number;
}

export interface LinkHealthOptions {
  checker?: LinkChecker;
  perRun?: number;
  concurrency?: number;
  runBudgetMs?: number;
  discoverPerRun?: number;
  now?: () => Date;
}

/**
 * The sweep: the next `limit` listed products in document-id order, from where the last run
 * stopped (wrapping around at the end), each without a record given a never-checked one. It
 * meets every listed product within catalogue / discoverPerRun runs (100,000 / 500: about two
 * days), new ones and ones written by any path (seed, restore) alike.
 */
async function discover(limit: number): Promise<number> {
  const stateRef = linkCheckerStateRef();
  const sweptTo = (await stateRef.get()).data()?.sweptTo ?? null;
  const links = (await listedLinksAfter(sweptTo, limit).get()).docs;
  const checks = await readAll(links.map((l) => linkCheckRef(l.id)));
  const batch = db().batch();
  let created = 0;
  links.forEach((watchLink, i) => {
    const link = watchLink.data().link;
    if (!link || checks[i]?.exists) return;
    batch.create(linkCheckRef(watchLink.id), neverCheckedLink(link));
    created += 1;
  });
  const last = links.length < limit ? null : (links.at(-1)?.id ?? null);
  batch.set(stateRef, { sweptTo: last });
  await batch.commit();
  return created;
}

/** Runs `work` on each item, `size` at a time, starting none once `stopAt` passed. */
async function inPool<T>(
  items: readonly T[],
  size: number,
  stopAt: number,
  work: (item: T) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && Date.now() < stopAt) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return items.length - next;
}

export async function runLinkChecks(options: LinkHealthOptions = {}): Promise<LinkHealthReport> {
  const settings = { ...config.linkHealth, ...options };
  const started = Date.now();
  const checker = options.checker ?? defaultChecker();
  const report: LinkHealthReport = {
    discovered: await discover(settings.discoverPerRun).catch((err: unknown) => {
      // A record Check now created meanwhile fails the batch: the next run sweeps again.
      logger.error('link_health.sweep_failed', { error: String(err) });
      return 0;
    }),
    checked: 0,
    alive: 0,
    dead: 0,
    unknown: 0,
    reported: 0,
    unlisted: 0,
    deferred: 0,
    failed: 0,
  };
  const due = (await leastRecentlyChecked(settings.perRun).get()).docs.map((d) => d.id);
  report.deferred = await inPool(
    due,
    settings.concurrency,
    started + settings.runBudgetMs,
    async (productId) => {
      try {
        const recorded = await checkProductLink(productId, checker, options.now);
        if (!recorded) {
          report.unlisted += 1;
          return;
        }
        report.checked += 1;
        report[recorded.check.verdict] += 1;
        if (recorded.reported) report.reported += 1;
      } catch (err) {
        report.failed += 1;
        logger.error('link_health.check_failed', { productId, error: String(err) });
      }
    },
  );
  return report;
}
