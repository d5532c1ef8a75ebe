/**
 * Load benchmark of the local API behind the Hosting rewrite (autocannon): requests per second
 * and p50/p95/p99 latency of
 *   - the feed read, GET /api/products?sort=latest&limit=24, by many members in turn;
 *   - the like toggle, POST /api/products/{id}/like on one product, by many members in turn.
 * Both phases spread their calls over MEMBERS members, each calling from an address of its
 * own, so each stays far inside its budgets (feed: 120 a minute per member; action: 20 calls in
 * 10 s, 600 a minute per address): what is measured is the route, not the rate limit. Visitors
 * together are held to the feed's ceiling (docs/rate-limits.md#ceilings: 300 a minute in the
 * local suite), so a load of visitors would measure that ceiling; in production the CDN answers
 * most of them. There is no bypass.
 * Every answer must be 2xx: the script exits 1 on any error, timeout or other status.
 * Run: npm run with-emulators -- npx tsx scripts/bench/load.ts [--seconds 15] [--connections 10]
 */
import autocannon, { type Request, type Result } from 'autocannon';
import type { FeedPage } from '@xmates/domain';
import { newVerifiedMember } from '@xmates/tests/auth';
import { XMATES_URL } from '@xmates/tests/env';
import { numberArg } from './options';

const SECONDS = numberArg('seconds', 15);
const CONNECTIONS = numberArg('connections', 10);
const WARM_UP_SECONDS = 3;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Members taking turns on the like: together they may like 2 × MEMBERS times a second. */
const MEMBERS = numberArg('members', 200);

interface Figures {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** One autocannon run; latencies are collected per answer for exact percentiles. */
async function run(
  name: string,
  options: { path: string; method?: 'GET' | 'POST'; setupRequest?: (req: Request) => Request },
  seconds: number,
): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: XMATES_URL,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: options.method ?? 'GET',
            path: options.path,
            ...(options.method === 'POST'
              ? { body: '{}', headers: { 'content-type': 'application/json' } }
              : {}),
            ...(options.setupRequest ? { setupRequest: options.setupRequest } : {}),
          },
        ],
      },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    perSecond: result.requests.total / (result.duration || seconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function print(figures: Figures[]) {
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, through ${XMATES_URL} (Hosting rewrite)\n`,
  );
  console.table(
    figures.map((f) => ({
      route: f.name,
      requests: f.requests,
      'req/s': f.perSecond.toFixed(1),
      'p50 ms': f.p50.toFixed(0),
      'p95 ms': f.p95.toFixed(0),
      'p99 ms': f.p99.toFixed(0),
      errors: f.errors,
      'non-2xx': f.non2xx,
    })),
  );
}

/**
 * The local Functions emulator starts one worker process per concurrent request, and on two
 * cores ten workers loading at once time out ("Failed to load function"): bring them up in
 * growing bursts first, each until every answer is 200.
 */
async function warmWorkers(path: string) {
  for (const burst of [1, 2, 4, 8, CONNECTIONS]) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const statuses = await Promise.all(
        Array.from({ length: burst }, async () => {
          const res = await fetch(`${XMATES_URL}${path}`, { headers: visitor() });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      if (statuses.every((status) => status === 200)) break;
      await sleep(2000);
    }
  }
}

/** A documentation-range IPv6 address per member, as Google's front end forwards it. */
const addressOf = (i: number) => `2001:db8::b:${i.toString(16)}`;

let visits = 0;
/** A signed-out visitor's headers: the next of MEMBERS addresses. */
function visitor(): Record<string, string> {
  visits += 1;
  return { 'x-forwarded-for': addressOf(visits % MEMBERS) };
}

async function main() {
  const feedPath = '/api/products?sort=latest&limit=24';
  const first = await fetch(`${XMATES_URL}${feedPath}`, { headers: visitor() });
  const feed = (await first.json()) as FeedPage;
  const product = feed.products[0];
  if (!product) throw new Error('The feed is empty: run inside npm run with-emulators.');

  console.log(`Creating ${MEMBERS} members...`);
  const members: { token: string; ip: string }[] = [];
  for (let i = 0; i < MEMBERS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, MEMBERS - i) }, () => newVerifiedMember('load')),
    );
    batch.forEach((m, j) => members.push({ token: m.idToken, ip: addressOf(i + j) }));
  }
  let turn = 0;
  const nextMember = (req: Request): Request => {
    const member = members[turn % members.length];
    turn += 1;
    if (!member) return req;
    return {
      ...req,
      headers: {
        ...req.headers,
        authorization: `Bearer ${member.token}`,
        'x-forwarded-for': member.ip,
      },
    };
  };
  const like = {
    path: `/api/products/${product._id}/like`,
    method: 'POST' as const,
    setupRequest: nextMember,
  };

  console.log('Warming up the function workers...');
  await warmWorkers(feedPath);
  const feedRead = { path: feedPath, setupRequest: nextMember };
  await run('warm-up', feedRead, WARM_UP_SECONDS);
  const figures = [await run('GET /api/products (feed page)', feedRead, SECONDS)];
  figures.push(await run('POST /api/products/{id}/like', like, SECONDS));
  print(figures);

  const calls = figures.reduce((n, f) => n + f.requests, 0);
  const perMember = Math.ceil((figures[1]?.requests ?? 0) / MEMBERS);
  console.log(`\n${calls} calls measured; at most ${perMember} likes per member in ${SECONDS} s.`);
  const failed = figures.filter((f) => f.errors > 0 || f.non2xx > 0);
  if (failed.length > 0) {
    console.error(`Errors or non-2xx answers in: ${failed.map((f) => f.name).join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
