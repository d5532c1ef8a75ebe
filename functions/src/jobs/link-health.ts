// The link checker (issue 26 item 1; at catalogue scale, issue 37), in two parts:
// - queueLinkChecks, the 15-minute job (`checkLinksQuarterHourly` in index.ts): sweeps on over
//   the listed products, giving each it has not met a never-checked record, then queues the due
//   links, the least recently checked first, one Cloud Tasks task each, every task scheduled at
//   a slot its host's gate reserved (domain link-health/hosts.ts);
// - runLinkCheckTask, the work of one task (`checkLinkTask` in index.ts): at its slot it passes
//   its host's gate and checks the one link with shared/link-health.ts, which records it (and
//   files the checker's report of a dead streak); a host with no room sends it to the end of
//   its line, as a new copy of the task.
// The emulator fires no schedules: the tests run queueLinkChecks themselves; its Cloud Tasks
// emulator runs the tasks (at once, whatever their schedule).
import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  gapMs,
  hostKeyOf,
  linkCheckTaskId,
  linkCheckTaskOf,
  neverCheckedLink,
  startsInTime,
  type LinkCheckTask,
  type LinkVerdict,
} from '@xmates/domain';
import { config } from '../config';
import { readAll, selectFields } from '../db/converter';
import { db, errorCode } from '../db/firebase';
import {
  admitHostCheck,
  leastRecentlyChecked,
  linkCheckRef,
  linkCheckerStateRef,
  listedLinksAfter,
  releaseHostCheck,
  reserveHostSlots,
  type StoredLinkCheck,
} from '../db/link-health';
import { enqueueTask, type Enqueued } from '../services/task-queue';
import { checkProductLink, defaultChecker, type LinkChecker } from '../shared/link-health';

const MINUTE = 60_000;
/** Records read at a time by a run (a page of due links, their hosts' slots, their tasks). */
const SCAN_PAGE = 500;

/** The task-queue function (its export in index.ts) that checks one link: its queue's name. */
export const LINK_CHECK_FUNCTION = 'checkLinkTask';

/** Queues one task (Cloud Tasks by default; a test's stub). */
export type SendTask = (task: LinkCheckTask) => Promise<Enqueued>;

/** Queues the task under its id (linkCheckTaskId), scheduled at its host slot. */
const enqueueLinkCheck: SendTask = (task) =>
  enqueueTask(LINK_CHECK_FUNCTION, task, linkCheckTaskId(task), new Date(task.slotAt));

export interface LinkQueueReport {
  /** Listed products met for the first time. */
  discovered: number;
  /** Due links read. */
  due: number;
  /** Tasks queued. */
  queued: number;
  /** Due links whose task is queued already (Cloud Tasks refused the same id). */
  duplicate: number;
  /** Due links left for a later run: their host's line is full until the next run. */
  hostFull: number;
  /** Tasks that could not be queued. */
  failed: number;
}

export interface LinkQueueOptions {
  enqueuePerRun?: number;
  scanPerRun?: number;
  discoverPerRun?: number;
  recheckAfterMs?: number;
  enqueueConcurrency?: number;
  now?: () => Date;
  send?: SendTask;
}

/**
 * The sweep: the next `limit` listed products in document-id order, from where the last run
 * stopped (wrapping around at the end), each without a record given a never-checked one. It
 * meets every listed product within catalogue / discoverPerRun runs (100,000 / 500: about two
 * days), new ones and ones written by any path (seed, restore) alike.
 */
async function discover(limit: number): Promise<number> {
  if (limit <= 0) return 0;
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

/** Runs `work` on each item, `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

type DueRecord = QueryDocumentSnapshot<Partial<StoredLinkCheck>>;

/** The next page of records in checking order after `after`. */
async function recordsAfter(after: DueRecord | null, limit: number): Promise<DueRecord[]> {
  const query = selectFields(leastRecentlyChecked(), ['link', 'lastCheckedAt']).limit(limit);
  return (await (after ? query.startAfter(after) : query).get()).docs;
}

/**
 * The tasks of one page of due links: each host's links get slots on its line (one
 * transaction per host) before the next run; a link whose host has no slot left waits.
 */
async function tasksOf(records: DueRecord[], now: number): Promise<(LinkCheckTask | null)[]> {
  const { perHost, runEveryMinutes } = config.linkHealth;
  const hosts = new Map<string, number>();
  const hostOf = records.map((r) => hostKeyOf(r.data().link ?? ''));
  for (const host of hostOf) if (host) hosts.set(host, (hosts.get(host) ?? 0) + 1);
  const slots = new Map<string, number[]>();
  await inPool([...hosts], config.linkHealth.enqueueConcurrency, async ([host, count]) => {
    const until = now + runEveryMinutes * MINUTE;
    slots.set(host, await reserveHostSlots(host, count, now, until, perHost));
  });
  return records.map((record, i) => {
    const host = hostOf[i];
    // A link that is no http(s) URL connects to nothing: no host to wait for.
    const slotAt = host ? slots.get(host)?.shift() : now;
    if (slotAt === undefined) return null;
    const due = record.data().lastCheckedAt?.toMillis() ?? 0;
    return { productId: record.id, due, slotAt, copy: 0, deferrals: 0 };
  });
}

export async function queueLinkChecks(options: LinkQueueOptions = {}): Promise<LinkQueueReport> {
  const settings = { ...config.linkHealth, ...options };
  const send = options.send ?? enqueueLinkCheck;
  const now = (options.now ?? (() => new Date()))().getTime();
  const report: LinkQueueReport = {
    discovered: await discover(settings.discoverPerRun).catch((err: unknown) => {
      // A record Check now created meanwhile fails the batch: the next run sweeps again.
      logger.error('link_health.sweep_failed', { error: String(err) });
      return 0;
    }),
    due: 0,
    queued: 0,
    duplicate: 0,
    hostFull: 0,
    failed: 0,
  };
  const checkedBefore = now - settings.recheckAfterMs;
  let after: DueRecord | null = null;
  for (;;) {
    const room = Math.min(
      settings.enqueuePerRun - report.queued - report.duplicate,
      settings.scanPerRun - report.due,
      SCAN_PAGE,
    );
    if (room <= 0) break;
    const page = await recordsAfter(after, room);
    // Least recently checked first: the first record checked since the cutoff ends the scan.
    const due = page.filter((r) => {
      const at = r.data().lastCheckedAt;
      return !at || at.toMillis() < checkedBefore;
    });
    report.due += due.length;
    const tasks = await tasksOf(due, now);
    report.hostFull += tasks.filter((t) => t === null).length;
    await inPool(
      tasks.flatMap((t) => (t ? [t] : [])),
      settings.enqueueConcurrency,
      async (task) => {
        try {
          report[await send(task)] += 1;
        } catch (err) {
          report.failed += 1;
          logger.error('link_health.enqueue_failed', { task, error: String(err) });
        }
      },
    );
    if (page.length < room || due.length < page.length) break;
    after = page.at(-1) ?? null;
  }
  return report;
}

/** What one task did. */
export type LinkTaskOutcome =
  | { outcome: 'checked'; verdict: LinkVerdict; reported: boolean }
  /** The product is no longer listed: its record was deleted. */
  | { outcome: 'unlisted' }
  /** The record moved on since the task was queued (checked meanwhile, or deleted). */
  | { outcome: 'stale' }
  /** Before its slot (the emulator's dispatch): a copy waits for the slot. */
  | { outcome: 'early'; slotAt: number }
  /** The host had no room: a copy waits for a new slot at the end of its line. */
  | { outcome: 'deferred'; slotAt: number }
  /** Sent to the end of its host's line too often: the next run queues the link again. */
  | { outcome: 'dropped' }
  | { outcome: 'invalid' };

export interface LinkTaskOptions {
  checker?: LinkChecker;
  now?: () => Date;
  send?: SendTask;
}

/** The host had no room for the check: the slot to come back at. */
class HostBusy extends Error {
  constructor(readonly slotAt: number) {
    super('host busy');
  }
}

/** The lease given back (it lapses by itself after leaseMs should this fail). */
async function release(host: string, lease: string): Promise<void> {
  await releaseHostCheck(host, lease).catch((err: unknown) => {
    logger.warn('link_health.release_failed', { host, lease, error: String(err) });
  });
}

/**
 * The checker behind the host's gate: admitted, it holds a lease for the check and starts it at
 * once, unless the admission reached it too late (then, as when the host has no room, it
 * throws HostBusy).
 */
function gated(checker: LinkChecker, task: LinkCheckTask, now: () => Date): LinkChecker {
  const lease = linkCheckTaskId(task);
  const { perHost } = config.linkHealth;
  return async (link) => {
    const host = hostKeyOf(link);
    if (!host) return checker(link);
    const clock = () => now().getTime();
    const admission = await admitHostCheck(host, lease, task.slotAt, clock, perHost);
    if (!admission.start) throw new HostBusy(admission.slotAt);
    const admittedAt = admission.gate.lastStartAt;
    if (!startsInTime(admittedAt, clock(), perHost)) {
      await release(host, lease);
      throw new HostBusy(admittedAt + gapMs(perHost));
    }
    try {
      return await checker(link);
    } finally {
      await release(host, lease);
    }
  };
}

/** Firestore's ABORTED (gRPC 10): a transaction lost to others on the same document. */
const isContention = (err: unknown) => errorCode(err) === 10;

/**
 * One task: the link checked at its slot and recorded. A failure (Firestore unavailable)
 * throws, and Cloud Tasks retries the task (config.linkHealth.retry); contention on the host's
 * gate (many tasks of one host at once) is answered 409 so its retry logs no error.
 */
export async function runLinkCheckTask(
  data: unknown,
  options: LinkTaskOptions = {},
): Promise<LinkTaskOutcome> {
  const task = linkCheckTaskOf(data);
  if (!task) return { outcome: 'invalid' };
  const now = options.now ?? (() => new Date());
  const send = options.send ?? enqueueLinkCheck;
  const copy = (slotAt: number, deferrals: number) =>
    send({ ...task, slotAt, copy: task.copy + 1, deferrals });
  if (now().getTime() < task.slotAt) {
    await copy(task.slotAt, task.deferrals);
    return { outcome: 'early', slotAt: task.slotAt };
  }
  const record = (await linkCheckRef(task.productId).get()).data();
  if (!record || (record.lastCheckedAt?.toMillis() ?? 0) !== task.due) return { outcome: 'stale' };
  const checker = gated(options.checker ?? defaultChecker(), task, now);
  try {
    const recorded = await checkProductLink(task.productId, checker, now);
    if (!recorded) return { outcome: 'unlisted' };
    const { check, reported } = recorded;
    return { outcome: 'checked', verdict: check.verdict, reported };
  } catch (err) {
    if (isContention(err)) throw new HttpsError('aborted', 'contention at the host gate');
    if (!(err instanceof HostBusy)) throw err;
    if (task.deferrals >= config.linkHealth.perHost.maxDeferrals) return { outcome: 'dropped' };
    await copy(err.slotAt, task.deferrals + 1);
    return { outcome: 'deferred', slotAt: err.slotAt };
  }
}
