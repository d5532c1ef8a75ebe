// What deploy reads from index.ts, checked from the functions' own endpoint declarations (the
// emulator runs every function wherever it is declared, and scales nothing): every function in
// the one region with an instance ceiling, the scheduled jobs on the operator's clock, and
// Hosting's rewrites naming that region; and the API's counters swept by TTL policies.
import { readFileSync } from 'node:fs';
import { declaredParams } from 'firebase-functions/params';
import { describe, expect, it, vi } from 'vitest';
import firebase from '../../firebase.json';
import indexes from '../../firestore.indexes.json';
import { REGION, TIME_ZONE, config } from './config';
import { LINK_CHECK_FUNCTION } from './jobs/link-health';
import { ROLL_UP_FUNCTION } from './shared/roll-up';

// The pages function reads the built web app's shell when it is made; none is built here.
vi.mock('./pages-app', async () => ({ createPagesApp: (await import('express')).default }));

interface Endpoint {
  region?: string[];
  maxInstances?: number;
  concurrency?: number;
  scheduleTrigger?: { timeZone?: string };
  taskQueueTrigger?: {
    rateLimits?: { maxDispatchesPerSecond?: number; maxConcurrentDispatches?: number };
    retryConfig?: { maxAttempts?: number; minBackoffSeconds?: number; maxBackoffSeconds?: number };
  };
}

const functions = Object.entries(await import('./index')).map(([name, fn]) => ({
  name,
  endpoint: (fn as { __endpoint?: Endpoint }).__endpoint,
}));

describe('deployed functions', () => {
  it.each(functions.map((f) => [f.name, f.endpoint] as const))(
    '%s runs in the region with an instance ceiling',
    (_name, endpoint) => {
      expect(endpoint?.region).toEqual([REGION]);
      expect(endpoint?.maxInstances).toBeGreaterThanOrEqual(1);
      expect(endpoint?.maxInstances).toBeLessThanOrEqual(10);
    },
  );

  it('schedules every job on the operator’s clock', () => {
    const jobs = functions.filter((f) => f.endpoint?.scheduleTrigger);
    expect(jobs.map((f) => f.name).sort()).toEqual([
      'applyRetentionDaily',
      'checkLinksQuarterHourly',
      'planSitemapPartsHourly',
      'refreshTrendingHalfHourly',
      'repairRollUpsQuarterHourly',
    ]);
    for (const job of jobs) expect(job.endpoint?.scheduleTrigger?.timeZone).toBe(TIME_ZONE);
  });

  it('queues roll-ups for the task-queue function of that name, every dispatch placed', () => {
    const queue = functions.find((f) => f.name === ROLL_UP_FUNCTION)?.endpoint;
    const { rateLimits, retryConfig } = queue?.taskQueueTrigger ?? {};
    expect(rateLimits).toEqual(config.rollUpQueue.rateLimits);
    expect(retryConfig).toMatchObject(config.rollUpQueue.retryConfig);
    const { maxInstances, concurrency } = config.instances.rollUp;
    expect(maxInstances * concurrency).toBeGreaterThanOrEqual(
      rateLimits?.maxConcurrentDispatches ?? Infinity,
    );
  });

  // The link checker's queue (jobs/link-health.ts): Cloud Tasks holds its rate and retries.
  it('runs the link checks on a task queue whose rate checks 100,000 links a day, with retries', () => {
    const queues = functions.filter((f) => f.endpoint?.taskQueueTrigger);
    expect(queues.map((f) => f.name).sort()).toEqual([LINK_CHECK_FUNCTION, ROLL_UP_FUNCTION]);
    const queue = queues.find((f) => f.name === LINK_CHECK_FUNCTION)?.endpoint;
    const { rateLimits, retryConfig } = queue?.taskQueueTrigger ?? {};
    expect(rateLimits).toEqual(config.linkHealth.queue);
    expect((rateLimits?.maxDispatchesPerSecond ?? 0) * 86_400).toBeGreaterThan(100_000 * 2);
    expect(retryConfig).toMatchObject(config.linkHealth.retry);
    expect(retryConfig?.maxAttempts).toBeGreaterThan(1);
    expect(retryConfig?.minBackoffSeconds).toBeGreaterThan(0);
    // Every dispatch the queue allows at once finds a place on the instances.
    const { maxInstances, concurrency } = config.instances.linkChecks;
    expect(queue?.maxInstances).toBe(maxInstances);
    expect(queue?.concurrency).toBe(concurrency);
    expect(maxInstances * concurrency).toBeGreaterThanOrEqual(
      rateLimits?.maxConcurrentDispatches ?? Infinity,
    );
  });

  it('queues enough links every run to check 100,000 a day, within the queue’s rate', () => {
    const { enqueuePerRun, runEveryMinutes, queue } = config.linkHealth;
    const runsPerDay = (24 * 60) / runEveryMinutes;
    expect(enqueuePerRun * runsPerDay).toBeGreaterThanOrEqual(100_000);
    expect(enqueuePerRun).toBeLessThanOrEqual(queue.maxDispatchesPerSecond * runEveryMinutes * 60);
  });

  it('has Hosting rewrite only to functions of that region', () => {
    const targets = firebase.hosting.rewrites.flatMap((r) => ('function' in r ? [r.function] : []));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(target?.region).toBe(REGION);
      expect(functions.map((f) => f.name)).toContain(target?.functionId);
    }
  });
});

describe('the counters the API keeps', () => {
  // db/rate-limits.ts and db/ceilings.ts date every window's documents in expiresAt: a TTL
  // policy on it deletes them (a visitors' ceiling alone writes up to 16 documents a minute).
  it.each(['rateLimits', 'shards'])('%s: deleted by a TTL policy on expiresAt', (group) => {
    const override = indexes.fieldOverrides.find(
      (o) => o.collectionGroup === group && o.fieldPath === 'expiresAt',
    );
    expect(override && 'ttl' in override ? override.ttl : false).toBe(true);
  });
});

describe('the local suite’s parameters', () => {
  // The Functions emulator asks on the terminal for a parameter without a value, default or
  // not, and the suite then waits for ever: functions/.env.demo-xmates answers every one.
  const env = readFileSync(new URL('../.env.demo-xmates', import.meta.url), 'utf8');
  const set = new Set([...env.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
  const plain = declaredParams.filter(
    (p) => !('type' in p.constructor && p.constructor.type === 'secret'),
  );

  it.each(plain.map((p) => p.name))('%s has a value for the emulator', (name) => {
    expect(set.has(name)).toBe(true);
  });
});
