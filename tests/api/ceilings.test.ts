// Costly public reads under abuse (docs/rate-limits.md#ceilings): one address past its budget
// is refused in part, and a flood from a new forged address on every call, sent straight to the
// function's own URL (where nothing but what the client wrote reaches X-Forwarded-For), meets
// the visitors' ceiling of the route. No 5xx either way, and a member acting meanwhile is not
// refused. The suite's ceilings are functions/.env.demo-xmates's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, type CommentView } from '@xmates/domain';
import { api, functionUrl, newAddress, ownMinute } from '../support/api';
import { suiteParam } from '../support/env';
import { syncedMember } from './link-helpers';
import { fixtureProduct, removeFixtures, warmWorkers } from './product-fixtures';

/** Requests in flight at once in a flood. */
const CONCURRENCY = 10;

interface Reply {
  status: number;
  error?: string;
  retryAfter: number | null;
}

async function get(url: string, headers: Record<string, string>): Promise<Reply> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  let error: string | undefined;
  try {
    error = (JSON.parse(text) as { error?: string }).error;
  } catch {
    error = undefined;
  }
  const retryAfter = res.headers.get('retry-after');
  return { status: res.status, error, retryAfter: retryAfter === null ? null : Number(retryAfter) };
}

/** n calls, `at` at a time. */
async function flood(n: number, send: (i: number) => Promise<Reply>, at = CONCURRENCY) {
  const answers: Reply[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: at }, async () => {
      while (next < n) {
        const i = next;
        next += 1;
        answers.push(await send(i));
      }
    }),
  );
  const count = (status: number) => answers.filter((a) => a.status === status).length;
  return { answers, ok: count(200), refused: count(429) };
}

function expectRefusedInPart(result: Awaited<ReturnType<typeof flood>>, message: string) {
  expect(result.answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(result.ok + result.refused).toBe(result.answers.length);
  expect(result.ok).toBeGreaterThan(0);
  expect(result.refused).toBeGreaterThan(0);
  for (const refused of result.answers.filter((a) => a.status === 429)) {
    expect(refused.error).toBe(message);
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
  }
}

/**
 * Worker processes the Functions emulator may run the api in at once: it starts one per
 * concurrent request and keeps them, and the suite's earlier files (concurrency tests among
 * them) leave a few dozen. Each decides like a production instance.
 */
const WORKERS_AT_MOST = 50;

/**
 * The most a ceiling admits in a minute: each instance may pass a batch, a fiftieth of the
 * ceiling, on a total it has not yet seen (functions/src/http/ceiling.ts).
 */
const mostAdmitted = (ceiling: number) =>
  ceiling + WORKERS_AT_MOST * Math.max(1, Math.floor(ceiling / 50));

const site = process.env.XMATES_URL ?? 'http://127.0.0.1:5000';
let productId = '';
let commentId = '';
let member: Awaited<ReturnType<typeof syncedMember>>;

beforeAll(async () => {
  productId = await fixtureProduct({ title: 'Ceiling fixture' });
  member = await syncedMember('ceilings');
  const posted = await api<CommentView>('POST', `/api/products/${productId}/comments`, {
    token: member.idToken,
    body: { text: 'A comment to read' },
  });
  commentId = posted.body._id;
  await warmWorkers(CONCURRENCY);
}, 120_000);
afterAll(removeFixtures);

// Each flood counts in a minute of its own (ownMinute): it fills that minute's ceilings, not the
// one the member's calls and the rest of the suite count in.
describe('a flood from a new forged address on every call, straight to the function', () => {
  it('meets the ceilings of search and of the comment lists, while a member searches, reads and likes', async () => {
    const direct = await functionUrl('api');
    const memberCalls = (async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const who = { token: member.idToken, headers: { 'x-forwarded-for': newAddress() } };
        statuses.push((await api('GET', `/api/products?q=fixture${i}`, who)).status);
        statuses.push((await api('GET', `/api/products/${productId}/comments`, who)).status);
        statuses.push((await api('POST', `/api/products/${productId}/like`, who)).status);
      }
      return statuses;
    })();
    const minute = ownMinute();
    const forged = () => ({ 'x-forwarded-for': newAddress(), ...minute });
    const searches = await flood(2_000, (i) =>
      get(`${direct}/api/products?q=${encodeURIComponent(`video ${i}`)}`, forged()),
    );
    const comments = await flood(2_000, (i) =>
      get(
        `${direct}/api/products/${productId}/comments${i % 2 ? '' : `/${commentId}/replies`}?limit=${1 + (i % 20)}`,
        forged(),
      ),
    );
    for (const [name, result] of [
      ['SEARCH', searches],
      ['COMMENTS', comments],
    ] as const) {
      const ceiling = suiteParam(`CEILING_${name}`);
      console.info(
        `ceilings: ${name} ${result.ok} admitted, ${result.refused} refused (ceiling ${ceiling} a minute)`,
      );
      expectRefusedInPart(result, API_MESSAGES.siteBusy);
      expect(result.ok).toBeLessThanOrEqual(mostAdmitted(ceiling));
    }
    expect(await memberCalls).toEqual(Array(15).fill(200));
    // The minute's ceiling is full: a member still reads.
    const who = { token: member.idToken, headers: { 'x-forwarded-for': newAddress(), ...minute } };
    expect((await api('GET', `/api/products/${productId}/comments`, who)).status).toBe(200);
  }, 300_000);
});

describe('one address past its read budget', () => {
  it('is refused in part over 600 comment-list reads, with Retry-After and no 5xx', async () => {
    const from = { 'x-forwarded-for': newAddress(), ...ownMinute() };
    const result = await flood(600, (i) =>
      get(
        `${site}/api/products/${productId}/comments${i % 2 ? '' : `/${commentId}/replies`}?limit=${1 + (i % 20)}`,
        from,
      ),
    );
    expectRefusedInPart(result, API_MESSAGES.tooManyRequests);
    expect(result.ok).toBeLessThanOrEqual(120);
  }, 120_000);

  it('is refused in part over 600 reads of /feed.xml, with Retry-After and no 5xx', async () => {
    // The pages function's workers load the app's server render: a few at a time, as a
    // crawler's requests would bring them up.
    for (const burst of [1, 2, 4]) {
      await Promise.all(Array.from({ length: burst }, () => fetch(`${site}/feed.xml`)));
    }
    const from = { 'x-forwarded-for': newAddress(), ...ownMinute() };
    const result = await flood(
      600,
      (i) => get(`${site}/feed.xml${i % 3 ? `?tags=tag${i}` : ''}`, from),
      4,
    );
    // A tag nobody uses is an empty feed, not an error: every admitted call is a 200.
    expectRefusedInPart(result, API_MESSAGES.tooManyRequests);
    expect(result.ok).toBeLessThanOrEqual(30);
  }, 120_000);
});
