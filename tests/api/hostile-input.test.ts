// Hostile input over the whole /api, through the Hosting rewrite as the SPA calls it. Every
// route of the app's router stack gets bad ids in its path, bad bodies, bad query strings and
// bad tokens, as a visitor, a member and an admin. Every answer must be a 4xx JSON error
// {error, code} (never a 5xx, never a page), and nothing may be written meanwhile. The only
// exceptions are requests a layer in front of our app answers itself (`Upstream` in the
// corpus, each with its reason), and reads that ignore a query they do not take.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, ERROR_CODES, type ErrorCode } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { newAdmin, newVerifiedMember } from '../support/auth';
import { XMATES_URL } from '../support/env';
import { signWithForeignKey, sync, tamperPayload } from './helpers';
import {
  BAD_IDS,
  BAD_ID_UPSTREAM,
  BODIES,
  PROTOTYPE_ID,
  QUERIES,
  QUERYLESS_READS,
  ROUTES,
  fill,
  pool,
  routeKey,
  type Body,
  type Upstream,
} from './hostile-corpus';

/** Requests in flight at once: enough to finish fast, few enough for a 2-core machine. */
const CONCURRENCY = 8;

interface Request {
  label: string;
  method: string;
  path: string;
  token?: string;
  headers?: Record<string, string>;
  body?: Body;
  /** Set when a layer in front of our app answers this request itself. */
  upstream?: Upstream;
}

interface Reply {
  status: number;
  json: unknown;
  text: string;
}

async function send(request: Request): Promise<Reply> {
  // Each request from an address of its own (IPv6 documentation range, as Google's front end
  // would forward it): the corpus is about validation, not about the address budgets.
  const headers: Record<string, string> = {
    'x-forwarded-for': `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`,
    ...request.headers,
  };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body) headers['content-type'] = request.body.type ?? 'application/json';
  const res = await fetch(`${XMATES_URL}${request.path}`, {
    method: request.method,
    headers,
    body: request.body?.raw,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** Why an answer is not a clear 4xx JSON error, or null when it is one. */
function problemOf(answer: Reply): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  const body = answer.json as { error?: unknown; code?: unknown } | null;
  if (typeof body?.error !== 'string' || body.error.trim().length < 5) return 'no error text';
  if (typeof body.code !== 'string' || !KNOWN_CODES.has(body.code)) return 'no known code';
  return null;
}

/** The upstream layer's own answer: exactly its status, and a page rather than JSON. */
const isUpstreamAnswer = (upstream: Upstream | undefined, answer: Reply) =>
  upstream !== undefined && answer.status === upstream.status && answer.json === null;

const short = (s: string) => (s.length > 140 ? `${s.slice(0, 140)}…` : s);

interface Actor {
  name: string;
  token?: string;
}

/** Runs the requests and answers the problems found and the count of each status. */
async function runCorpus(requests: Request[], allowed: (r: Request, a: Reply) => boolean) {
  const statuses = new Map<number, number>();
  const problems: string[] = [];
  await pool(requests, CONCURRENCY, async (request) => {
    const answer = await send(request);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const problem = problemOf(answer);
    if (problem && !isUpstreamAnswer(request.upstream, answer) && !allowed(request, answer)) {
      problems.push(
        `${request.label} ${request.method} ${short(request.path)}: ${problem} ${short(answer.text)}`,
      );
    }
  });
  return { problems, statuses };
}

// Documents the rate limiter keeps per caller are the limiter's own bookkeeping: a request
// that reaches it may count, whatever its answer.
const COUNTERS: string[] = [COLLECTIONS.rateLimits, COLLECTIONS.ceilings];
const WATCHED = Object.values(COLLECTIONS).filter((name) => !COUNTERS.includes(name));

/** Every document change in the watched collection groups after the listeners started. */
async function watchWrites(): Promise<{ writes: string[]; stop: () => void }> {
  const writes: string[] = [];
  let lastChange = Date.now();
  const started = WATCHED.map(
    (name) =>
      new Promise<() => void>((ready) => {
        let first = true;
        const stop = adminDb.collectionGroup(name).onSnapshot((snap) => {
          if (first) {
            first = false;
            ready(stop);
            return;
          }
          lastChange = Date.now();
          for (const change of snap.docChanges()) {
            writes.push(`${change.type} ${change.doc.ref.path}`);
          }
        });
      }),
  );
  const stops = await Promise.all(started);
  // Earlier suites' triggers may still be settling: start from a quiet second.
  const deadline = Date.now() + 20_000;
  while (Date.now() - lastChange < 1_000 && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 200));
  }
  writes.length = 0;
  return { writes, stop: () => stops.forEach((stop) => stop()) };
}

let members: Actor[] = [];
let admins: Actor[] = [];
let forged: Record<string, string> = {};
/** GET routes a visitor reads (2xx) with every parameter filled in. */
let publicReads = new Set<string>();
let watch: Awaited<ReturnType<typeof watchWrites>> | undefined;
const MEMBERS = 24;
const ADMINS = 4;
const started = Date.now();
let sent = 0;

beforeAll(async () => {
  // Many members and admins share the corpus, so per-member limits stay out of the way: the
  // faster the machine sends it, the more calls land in one member's window (8 members gave
  // 6% of 429s on a quiet run).
  const accounts = await Promise.all([
    ...Array.from({ length: MEMBERS }, () => newVerifiedMember('hostile')),
    ...Array.from({ length: ADMINS }, () => newAdmin('hostile-admin')),
  ]);
  await Promise.all(accounts.map((account) => sync(account.idToken)));
  members = accounts.slice(0, MEMBERS).map((m, i) => ({ name: `member${i}`, token: m.idToken }));
  admins = accounts.slice(MEMBERS).map((a, i) => ({ name: `admin${i}`, token: a.idToken }));
  const [member, admin] = [accounts[0], accounts[MEMBERS]];
  if (!member || !admin) throw new Error('accounts missing');
  const iat = Math.floor(Date.now() / 1000);
  forged = {
    garbage: 'not-a-token',
    dots: 'a.b.c',
    foreignKey: signWithForeignKey(member.idToken),
    foreignKeyAdmin: signWithForeignKey(admin.idToken),
    expired: tamperPayload(member.idToken, { exp: iat - 60, iat: iat - 3660 }),
    otherProject: tamperPayload(member.idToken, { aud: 'other-project' }),
  };
  const gets = ROUTES.filter((r) => r.method === 'GET');
  const visitor = await pool(gets, CONCURRENCY, (route) =>
    send({ label: 'visitor', method: 'GET', path: fill(route) }),
  );
  publicReads = new Set(
    gets.filter((_r, i) => (visitor[i]?.status ?? 500) < 300).map((r) => routeKey(r)),
  );
  watch = await watchWrites();
}, 120_000);

afterAll(() => {
  watch?.stop();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`hostile-input: ${ROUTES.length} routes, ${sent} requests in ${seconds} s`);
});

/** Three callers per case: a visitor, then a member and an admin taken in turn. */
const callers = (n: number): Actor[] => [
  { name: 'visitor' },
  rotate(members, n),
  rotate(admins, n),
];
const rotate = (list: Actor[], n: number) => list[n % list.length] ?? { name: 'visitor' };

function expectClean(result: { problems: string[]; statuses: Map<number, number> }) {
  const total = [...result.statuses.values()].reduce((a, b) => a + b, 0);
  sent += total;
  const limited = result.statuses.get(429) ?? 0;
  expect(result.problems).toEqual([]);
  // 429s are valid answers, but the corpus is about validation: most requests must reach it.
  expect(limited / total).toBeLessThan(0.05);
}

describe('hostile input over every /api route', () => {
  it('walks the whole router stack', () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    const keys = new Set(ROUTES.map(routeKey));
    expect(QUERYLESS_READS.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('answers ids that cannot name a document with a 4xx JSON error', async () => {
    const requests: Request[] = [];
    let n = 0;
    for (const route of ROUTES) {
      const ids = Object.entries(BAD_IDS);
      if (!publicReads.has(routeKey(route))) ids.push(['prototype', PROTOTYPE_ID]);
      for (const param of route.params) {
        for (const [kind, value] of ids) {
          n += 1;
          for (const actor of callers(n)) {
            requests.push({
              label: `${actor.name} id:${kind} :${param}`,
              method: route.method,
              path: fill(route, { param, value }),
              token: actor.token,
              upstream: BAD_ID_UPSTREAM[kind],
            });
          }
        }
      }
    }
    expectClean(await runCorpus(requests, () => false));
  }, 120_000);

  it('answers bad bodies with a 4xx JSON error', async () => {
    const requests: Request[] = [];
    let n = 0;
    for (const route of ROUTES.filter((r) => r.method !== 'GET')) {
      for (const [kind, body] of Object.entries(BODIES)) {
        n += 1;
        for (const actor of callers(n)) {
          requests.push({
            label: `${actor.name} body:${kind}`,
            method: route.method,
            path: fill(route),
            token: actor.token,
            body,
            upstream: body.upstream,
          });
        }
      }
    }
    expectClean(await runCorpus(requests, () => false));
  }, 120_000);

  it('answers bad query strings with a 4xx JSON error, or ignores them where none is read', async () => {
    const queryless = new Set(QUERYLESS_READS);
    const requests: Request[] = [];
    const ignorable = new Set<Request>();
    let n = 0;
    for (const route of ROUTES.filter((r) => r.method === 'GET')) {
      for (const [kind, query] of Object.entries(QUERIES)) {
        n += 1;
        for (const actor of callers(n)) {
          const request: Request = {
            label: `${actor.name} query:${kind}`,
            method: 'GET',
            path: `${fill(route)}${query}`,
            token: actor.token,
          };
          requests.push(request);
          if (queryless.has(routeKey(route))) ignorable.add(request);
        }
      }
    }
    // A route that reads no parameter may ignore them all; any other answer stays a 4xx JSON.
    expectClean(await runCorpus(requests, (r, a) => ignorable.has(r) && a.status < 300));
  }, 120_000);

  it('answers forged, expired and foreign tokens with 401 wherever a token is read', async () => {
    // Public reads that never look at a token answer as they answer a visitor.
    const publicPaths = new Set(
      ROUTES.filter((r) => publicReads.has(routeKey(r))).map((r) => fill(r)),
    );
    const requests: Request[] = [];
    for (const route of ROUTES) {
      for (const [kind, token] of Object.entries(forged)) {
        requests.push({
          label: `token:${kind}`,
          method: route.method,
          path: fill(route),
          token,
          body: route.method === 'GET' ? undefined : { raw: '{}' },
        });
      }
    }
    const ignored = (r: Request, a: Reply) => a.status < 300 && publicPaths.has(r.path);
    expectClean(await runCorpus(requests, ignored));
  }, 120_000);

  it('wrote nothing while answering the corpus', async () => {
    await new Promise((done) => setTimeout(done, 1_500));
    expect(watch?.writes).toEqual([]);
  });
});

describe('over-long addresses', () => {
  it('answers an address over 4 KiB with a 414 JSON error', async () => {
    const answer = await send({
      label: 'long url',
      method: 'GET',
      path: `/api/products?q=${'a'.repeat(5_000)}`,
    });
    expect(answer.status).toBe(414);
    expect(answer.json).toEqual({
      error: 'The request address is too long (at most 4,096 characters).',
      code: 'uri-too-long' satisfies ErrorCode,
    });
  });

  it('leaves a far longer one to the Functions emulator, which answers 431 itself', async () => {
    // The Hosting emulator's proxy copies the address into an X-Original-Url header, so the
    // Functions emulator's Node server gets it twice: about 18 KB of request line and headers,
    // over Node's 16 KiB limit. Node's HTTP parser answers 431 (no body) before any of our code.
    const answer = await send({
      label: 'far longer url',
      method: 'GET',
      path: `/api/products?q=${'a'.repeat(9_000)}`,
    });
    expect(answer.status).toBe(431);
    expect(answer.json).toBeNull();
  });
});
