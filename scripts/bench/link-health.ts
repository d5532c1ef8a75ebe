/**
 * The link checker's throughput on the emulator (issue 37): the 15-minute job's queuing step
 * (queueLinkChecks, run here) puts due links on the Cloud Tasks emulator's queue, whose
 * dispatches run checkLinkTask in the Functions emulator with the production queue settings
 * (config.linkHealth: rate, concurrency, each host's gate). The links point at local servers,
 * one per loopback address (127.0.0.2, 127.0.0.3, ...: a host each), each answering after
 * --latency ms (200 by default, a far host). Two runs:
 *   - many hosts: --links links (300) over --hosts hosts (100), so the queue's rate binds;
 *   - one host: --one-host links (20) on one host, so its gate (one start a second) binds.
 * For each it prints the checks a second from the first task queued to the last check
 * recorded, and the time 100,000 links take at that rate; then the time at the production
 * queue's configured rate and at the job's enqueuePerRun every runEveryMinutes.
 * Run: npm run with-emulators -- npx tsx scripts/bench/link-health.ts [--links N] [--hosts N]
 *   [--one-host N] [--latency MS]
 * The emulator dispatches scheduled tasks at once: a task that arrives before its host slot
 * queues a copy of itself and comes back, which production's schedule never does; those extra
 * dispatches count against the emulator's rate here (the early copies are printed).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, canonicalLink, neverCheckedLink, newProductDoc } from '@xmates/domain';
import { config } from '@xmates/functions/config';
import { queueLinkChecks } from '@xmates/functions/jobs/link-health';
import { adminDb } from '@xmates/tests/admin';

const CATALOGUE = 100_000;
const arg = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const LINKS = arg('links', 300);
const HOSTS = arg('hosts', 100);
const ONE_HOST = arg('one-host', 20);
const LATENCY = arg('latency', 200);
const TIME_LIMIT_MS = 15 * 60_000;

/** A server on one loopback address answering every request 200 after LATENCY ms. */
async function slowHost(address: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200).end(), LATENCY);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  return { origin: `http://${address}:${(server.address() as AddressInfo).port}`, server };
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
async function measure(name: string, links: string[]): Promise<number> {
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
      `checks/s; ${CATALOGUE.toLocaleString('en')} links at this rate: ${hours(CATALOGUE / rate)}`,
  );
  return rate;
}

const hours = (seconds: number) => `${(seconds / 3600).toFixed(1)} h`;

async function main() {
  const { queue, perHost, enqueuePerRun, runEveryMinutes } = config.linkHealth;
  console.log(
    `queue: ${queue.maxDispatchesPerSecond}/s, ${queue.maxConcurrentDispatches} at once; ` +
      `each host: ${perHost.concurrent} at once, one start per ${perHost.intervalMs} ms; ` +
      `answers after ${LATENCY} ms`,
  );
  const hosts = await Promise.all(
    Array.from({ length: Math.max(HOSTS, 1) }, (_, i) => slowHost(`127.0.0.${i + 2}`)),
  );
  try {
    await measure(
      `${HOSTS} hosts`,
      Array.from({ length: LINKS }, (_, i) => `${hosts[i % hosts.length]?.origin}/video/${i}`),
    );
    await measure(
      'one host',
      Array.from({ length: ONE_HOST }, (_, i) => `${hosts[0]?.origin}/one/${i}`),
    );
  } finally {
    await Promise.all(hosts.map(({ server }) => new Promise((r) => server.close(r))));
  }
  const perDay = (enqueuePerRun * 24 * 60) / runEveryMinutes;
  console.log(
    `production: the queue's ${queue.maxDispatchesPerSecond}/s checks ${CATALOGUE.toLocaleString('en')} ` +
      `links in ${hours(CATALOGUE / queue.maxDispatchesPerSecond)}; the job queues ` +
      `${enqueuePerRun.toLocaleString('en')} every ${runEveryMinutes} min ` +
      `(${perDay.toLocaleString('en')} a day): each link every ${hours((CATALOGUE / perDay) * 86_400)}; ` +
      `one host at most ${Math.round(86_400_000 / perHost.intervalMs).toLocaleString('en')} checks a day`,
  );
}

await main();
process.exit(0);
