/**
 * CPU an api instance spends on one request: the api's Express app (createApp) runs in this
 * process against the seeded emulators, and process.cpuUsage (every thread of the process)
 * is read around REQUESTS calls of
 *   - the feed read, GET /api/products?limit=24, by members in turn, each at most 15 times (a
 *     member's feed budget is 20 a minute; visitors together would meet the feed's ceiling);
 *   - the like toggle, POST /api/products/{id}/like, by the same members in turn, one call per
 *     0.55 s, so each stays inside the action budget (20 calls in 10 s).
 * What the emulators spend (Firestore, Auth, the Functions emulator's proxy) is not counted.
 * Production bills an instance's CPU by the time it is allocated; on this 2-core machine the
 * test suite is CPU-bound, and each of its API calls costs this much besides the emulators'
 * (docs/performance.md#cpu-per-request-and-the-test-suites-time).
 * Run: npm run with-emulators -- npx tsx scripts/bench/request-cpu.ts [--requests 100]
 */
import type { AddressInfo } from 'node:net';
import type { FeedPage } from '@xmates/domain';
import { createApp } from '@xmates/functions/app';
import { newVerifiedMember } from '@xmates/tests/auth';
import { numberArg } from './options';

const REQUESTS = numberArg('requests', 100);
/** Calls made before measuring: the SDKs' connections and caches warm up. */
const WARM_UP = 10;
const LIKE_SPACING_MS = 550;
/** Feed reads per member: inside its budget of 20 a minute. */
const FEED_READS_PER_MEMBER = 15;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const server = createApp({ emulatorRoutes: true }).listen(0, '127.0.0.1');
await new Promise((listening) => server.once('listening', listening));
const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

async function call(path: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${String(res.status)}: ${text}`);
  return text;
}

/** CPU milliseconds per call of `send` over `count` calls, after WARM_UP unmeasured ones. */
async function cpuPerCall(count: number, send: (n: number) => Promise<unknown>): Promise<number> {
  for (let n = 0; n < WARM_UP; n++) await send(n);
  const before = process.cpuUsage();
  for (let n = 0; n < count; n++) await send(WARM_UP + n);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

const feedPath = '/api/products?limit=24';
const feed = JSON.parse(await call(feedPath)) as FeedPage;
const product = feed.products[0];
if (!product) throw new Error('The seeded feed is empty.');

const members = await Promise.all(
  Array.from({ length: Math.ceil((WARM_UP + REQUESTS) / FEED_READS_PER_MEMBER) }, async () => {
    const member = await newVerifiedMember('bench-cpu');
    const authorization = `Bearer ${member.idToken}`;
    await call('/api/auth/sync', {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    });
    return { authorization };
  }),
);
const asMember = (n: number) => members[n % members.length] ?? {};

const feedMs = await cpuPerCall(REQUESTS, (n) => call(feedPath, { headers: asMember(n) }));
const likeMs = await cpuPerCall(REQUESTS, async (n) => {
  await call(`/api/products/${product.id}/like`, {
    method: 'POST',
    headers: { ...asMember(n), 'content-type': 'application/json' },
    body: '{}',
  });
  await sleep(LIKE_SPACING_MS);
});
server.close();

console.log(`CPU per request over ${String(REQUESTS)} calls each (this process, all threads):`);
console.log(`  feed read (member)    ${feedMs.toFixed(1)} ms`);
console.log(`  like toggle (member)  ${likeMs.toFixed(1)} ms`);
process.exit(0);
