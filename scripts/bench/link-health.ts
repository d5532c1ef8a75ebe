/**
 * The link checker's throughput on the emulator (issue 37): the 15-minute job's queuing step
 * (queueLinkChecks, run here) puts due links on the Cloud Tasks emulator's queue, whose
 * dispatches run checkLinkTask in the Functions emulator with the production queue settings
 * (config.linkHealth: rate, concurrency, each host's gate). The links point at local servers,
 * one per loopback address (127.0.0.2, 127.0.0.3, ...: a host each), each answering after
 * --latency ms (200 by default, a far host). Two runs:
 *   - many hosts: --links links (300) over --hosts hosts (100), so the queue's rate binds;
 *   - one host: --one-host links (20) on one host, so its gate (an admission every 1.25 s) binds.
 * For each it prints the checks a second from the first task queued to the last check
 * recorded, the time 100,000 links take at that rate, and what the busiest host saw (the most
 * checks in flight at once, the closest two arrivals: the per-host ceiling under load); then
 * the time at the production queue's configured rate and at the job's enqueuePerRun every
 * runEveryMinutes. A few links first warm the emulator's workers (not measured).
 * Run: npm run with-emulators -- npx tsx scripts/bench/link-health.ts [--links N] [--hosts N]
 *   [--one-host N] [--latency MS]
 * The emulator dispatches scheduled tasks at once: a task that arrives before its host slot
 * queues a copy of itself and comes back, which production's schedule never does; those extra
 * dispatches count against the emulator's rate here, and a copy that comes back after its slot
 * has passed may find the host's next start taken and go to the end of its line. One host's
 * rate on the emulator is therefore well below production's one admission every 1.25 s.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, canonicalLink, gapMs, neverCheckedLink, newProductDoc } from '@xmates/domain';
import { config } from '@xmates/functions/config';
import { queueLinkChecks } from '@xmates/functions/jobs/link-health';
import {
  closestArrivals,
  mostInFlight,
  type RequestTime,
} from '@xmates/functions/testing/in-flight';
import { adminDb } from '@xmates/tests/admin';
import { numberArg } from './options';

const CATALOGUE = 100_000;
const LINKS = numberArg('links', 300);
const HOSTS = numberArg('hosts', 100);
const ONE_HOST = numberArg('one-host', 20);
const LATENCY = numberArg('latency', 200);
const TIME_LIMIT_MS = 15 * 60_000;

interface Host {
  origin: string;
  server: Server;
  /** Every request it got: when it came and ended. */
  times: RequestTime[];
}

/** A server on one loopback address answering every request 200 after LATENCY ms. */
async function slowHost(address: string): Promise<Host> {
  const times: RequestTime[] = [];
  const server = createServer((req, res) => {
    const time: RequestTime = { url: req.url ?? '', at: Date.now(), done: null };
    times.push(time);
    res.on('close', () => {
      time.done = Date.now();
    });
    setTimeout(() => res.writeHead(200).end(), LATENCY);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const origin = `http://${address}:${(server.address() as AddressInfo).port}`;
  return { origin, server, times };
}

/** What the busiest host saw: the most requests in flight at once, the closest two. */
function busiest(hosts: Host[]): string {
  const most = Math.max(...hosts.map((h) => mostInFlight(h.times)));
  const closest = Math.min(...hosts.map((h) => closestArrivals(h.times)));
  return `busiest host: ${most} in flight at once, arrivals at least ${closest} ms apart`;
}

/** A listed product whose link is `link`, due for a check since 2001. */
async function dueProduct(id: string, link: string) {
  const batch = adminDb.batch();
  const product = newProductDoc({
    slug: id,
    title: `Link benchmark ${id}`,
    description: 'A link of the link checker benchmark.',
    categories: ['Benchmark'],
    tags: ['bench'],
    images: [],
    isAdultsOnly: false,
    owner: null,
    createdAt: Timestamp.fromMillis(Date.UTC(2001, 0, 1)),
  });
  batch.set(adminDb.collection(COLLECTIONS.products).doc(id), product);
  batch.set(adminDb.collection(COLLECTIONS.watchLinks).doc(id), {
    link,
    linkKey: canonicalLink(link) ?? link,
    approved: true,
  });
  batch.set(adminDb.collection(COLLECTIONS.linkChecks).doc(id), {
    ...neverCheckedLink(link),
    lastCheckedAt: Timestamp.fromMillis(Date.UTC(2001, 0, 1)),
  });
  await batch.commit();
}

/** The records of `ids` checked since `since`. */
async function checkedSince(ids: string[], since: number): Promise<number> {
  const refs = ids.map((id) => adminDb.collection(COLLECTIONS.linkChecks).doc(id));
  const snaps = await adminDb.getAll(...refs);
  return snaps.filter((s) => {
    const at: unknown = s.get('lastCheckedAt');
    return at instanceof Timestamp && at.toMillis() >= since;
  }).length;
}

/** Queues the links and waits until each is recorded: checks a second. */
async function measure(name: string, links: string[], hosts: Host[]): Promise<number> {
  for (const host of hosts) host.times.length = 0;
  const stamp = Date.now().toString(36);
  const ids = links.map((_, i) => `bench-links-${stamp}-${i}`);
  for (let i = 0; i < links.length; i += 100) {
    await Promise.all(ids.slice(i, i + 100).map((id, j) => dueProduct(id, links[i + j] ?? '')));
  }
  const started = Date.now();
  const queued = await queueLinkChecks({
    discoverPerRun: 0,
    enqueuePerRun: links.length,
    scanPerRun: links.length,
  });
  if (queued.queued !== links.length) {
    throw new Error(`${name}: ${JSON.stringify(queued)} for ${links.length} links`);
  }
  let done = 0;
  while (done < links.length) {
    if (Date.now() - started > TIME_LIMIT_MS) throw new Error(`${name}: ${done} checked in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    done = await checkedSince(ids, started);
  }
  const seconds = (Date.now() - started) / 1000;
  const rate = links.length / seconds;
  console.log(
    `${name}: ${links.length} links checked in ${seconds.toFixed(1)} s = ${rate.toFixed(2)} ` +
      `checks/s; ${CATALOGUE.toLocaleString('en')} links at this rate: ${hours(CATALOGUE / rate)}; ` +
      busiest(hosts),
  );
  return rate;
}

const hours = (seconds: number) => `${(seconds / 3600).toFixed(1)} h`;

async function main() {
  const { queue, perHost, enqueuePerRun, runEveryMinutes } = config.linkHealth;
  console.log(
    `queue: ${queue.maxDispatchesPerSecond}/s, ${queue.maxConcurrentDispatches} at once; ` +
      `each host: ${perHost.concurrent} at once, starts ${perHost.intervalMs} ms apart at least ` +
      `(admissions ${gapMs(perHost)} ms apart); ` +
      `answers after ${LATENCY} ms`,
  );
  const hosts = await Promise.all(
    Array.from({ length: Math.max(HOSTS, 1) }, (_, i) => slowHost(`127.0.0.${i + 2}`)),
  );
  /** `count` links spread over `on`, in turn. */
  const spread = (count: number, path: string, on: Host[] = hosts) =>
    Array.from({ length: count }, (_, i) => `${on[i % on.length]?.origin}/${path}/${i}`);
  try {
    await measure('warm-up (not measured)', spread(Math.min(HOSTS, 10), 'warm'), hosts);
    await measure(`${HOSTS} hosts`, spread(LINKS, 'video'), hosts);
    const one = hosts.slice(0, 1);
    await measure('one host', spread(ONE_HOST, 'one', one), one);
  } finally {
    await Promise.all(hosts.map(({ server }) => new Promise((r) => server.close(r))));
  }
  const perDay = (enqueuePerRun * 24 * 60) / runEveryMinutes;
  console.log(
    `production: the queue's ${queue.maxDispatchesPerSecond}/s checks ${CATALOGUE.toLocaleString('en')} ` +
      `links in ${hours(CATALOGUE / queue.maxDispatchesPerSecond)}; the job queues ` +
      `${enqueuePerRun.toLocaleString('en')} every ${runEveryMinutes} min ` +
      `(${perDay.toLocaleString('en')} a day): each link every ${hours((CATALOGUE / perDay) * 86_400)}; ` +
      `one host at most ${Math.round(86_400_000 / gapMs(perHost)).toLocaleString('en')} checks a day`,
  );
}

await main();
process.exit(0);
