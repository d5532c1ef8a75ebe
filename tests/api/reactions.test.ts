// Card actions: like, dislike, favorite, rate, report-link. Exact counters under concurrency
// (stored by the product's roll-up a few seconds after the actions), 401 / 404 / 400 answers
// without writes, and the per-member rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES, MESSAGES, REACTION_MESSAGES, bayesianScore } from '@xmates/domain';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, type Account } from '../support/auth';
import { paths } from '../support/paths';
import {
  fixtureProduct,
  removeFixtures,
  rolledUp,
  storedProduct,
  warmWorkers,
} from './product-fixtures';

let member: Account;

beforeAll(async () => {
  member = await newVerifiedMember('reactor');
});
afterAll(removeFixtures);

const post = (path: string, token?: string, body?: unknown) =>
  api('POST', path, { token, ...(body === undefined ? {} : { body }) });

const reaction = (uid: string, productId: string) => storedAt(paths.reaction(uid, productId));

describe('like and dislike', () => {
  it('30 different members liking one product at once add exactly 30 likes', async () => {
    const id = await fixtureProduct();
    const members = await Promise.all(Array.from({ length: 30 }, () => newVerifiedMember('crowd')));
    await warmWorkers(30);
    const answers = await Promise.all(
      members.map((m) => post(`/api/products/${id}/like`, m.idToken)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(answers.every((a) => a.body.liked === true)).toBe(true);
    await rolledUp(id, { likesCount: 30 });
  }, 120_000);

  it('the same member sending like twice at once ends liked once', async () => {
    const id = await fixtureProduct();
    // Two workers ready: a second one loading from cold takes longer than the 3 s double-click
    // window on a loaded machine, so the two likes would reach the function seconds apart
    // (production serves concurrent requests from one warm instance).
    await warmWorkers(2);
    const [a, b] = await Promise.all([
      post(`/api/products/${id}/like`, member.idToken),
      post(`/api/products/${id}/like`, member.idToken),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toMatchObject({ liked: true, disliked: false });
    expect(b.body).toMatchObject({ liked: true, disliked: false });
    await rolledUp(id, { likesCount: 1 });
    expect(await reaction(member.uid, id)).toMatchObject({ liked: true, disliked: false });
  });

  it('like then dislike leaves counters and flags consistent', async () => {
    const id = await fixtureProduct({ categories: ['Test Fixture'], tags: ['a', 'b'] });
    expect((await post(`/api/products/${id}/like`, member.idToken)).body).toMatchObject({
      liked: true,
      disliked: false,
    });
    expect((await post(`/api/products/${id}/dislike`, member.idToken)).body).toMatchObject({
      liked: false,
      disliked: true,
    });
    await rolledUp(id, { likesCount: 0, dislikesCount: 1 });
    expect(await reaction(member.uid, id)).toMatchObject({
      productId: id,
      liked: false,
      disliked: true,
      likedAt: null,
      categories: ['Test Fixture'],
      tags: ['a', 'b'],
    });
  });

  it('toggles off again once the 3 s double-click window has passed', async () => {
    const id = await fixtureProduct();
    const m = await newVerifiedMember('toggler');
    await post(`/api/products/${id}/like`, m.idToken);
    await new Promise((done) => setTimeout(done, 3_100));
    const res = await post(`/api/products/${id}/like`, m.idToken);
    expect(res.body).toMatchObject({ liked: false, disliked: false });
    await rolledUp(id, { likesCount: 0 });
  });
});

describe('favorite', () => {
  it('toggles and answers the count', async () => {
    const id = await fixtureProduct();
    const res = await post(`/api/products/${id}/favorite`, member.idToken);
    expect(res.body).toEqual({ favorite: true, favoritesCount: 1 });
    await rolledUp(id, { favoritesCount: 1 });
  });
});

describe('rate', () => {
  it('one rating per member; re-rating replaces it', async () => {
    const id = await fixtureProduct();
    const other = await newVerifiedMember('rater');
    expect((await post(`/api/products/${id}/rate`, member.idToken, { value: 5 })).body).toEqual({
      average: 5,
      count: 1,
    });
    expect((await post(`/api/products/${id}/rate`, other.idToken, { value: 2 })).body).toEqual({
      average: 3.5,
      count: 2,
    });
    expect((await post(`/api/products/${id}/rate`, member.idToken, { value: 3 })).body).toEqual({
      average: 2.5,
      count: 2,
    });
    const stored = await rolledUp(id, { rating: { average: 2.5, count: 2, sum: 5 } });
    expect(stored.score).toBe(bayesianScore(5, 2));
    expect((await reaction(member.uid, id))?.rating).toBe(3);
  });

  it('refuses 0, 6, 2.5, "5", a missing value and unknown fields, writing nothing', async () => {
    const id = await fixtureProduct();
    for (const body of [{ value: 0 }, { value: 6 }, { value: 2.5 }, { value: '5' }, {}]) {
      const res = await post(`/api/products/${id}/rate`, member.idToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(REACTION_MESSAGES.invalidRating);
    }
    const extra = await post(`/api/products/${id}/rate`, member.idToken, { value: 4, x: 1 });
    expect(extra).toMatchObject({
      status: 400,
      body: { error: 'Unknown field: x', code: 'invalid-input', field: 'x' },
    });
    expect((await storedProduct(id)).rating).toEqual({ average: 0, count: 0, sum: 0 });
    expect(await reaction(member.uid, id)).toBeUndefined();
  });
});

describe('report-link', () => {
  it('once per member: the second is a 400 with the spec’s text', async () => {
    const id = await fixtureProduct();
    const first = await post(`/api/products/${id}/report-link`, member.idToken, { reason: 'dead' });
    expect(first).toMatchObject({ status: 200, body: { reported: true } });
    const again = await post(`/api/products/${id}/report-link`, member.idToken);
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'You have already reported this product.', code: 'already-reported' },
    });
    expect(await storedProduct(id)).toMatchObject({ brokenReportsCount: 1, flagged: true });
    const report = await adminDb.doc(paths.linkReport(id, member.uid)).get();
    expect(report.data()).toMatchObject({ uid: member.uid, reason: 'dead' });
    expect((await reaction(member.uid, id))?.reported).toBe(true);
  });

  it('refuses a reason longer than 500 characters', async () => {
    const id = await fixtureProduct();
    const res = await post(`/api/products/${id}/report-link`, member.idToken, {
      reason: 'x'.repeat(501),
    });
    expect(res).toMatchObject({ status: 400, body: { error: expect.stringMatching(/500/) } });
    expect((await storedProduct(id)).flagged).toBeUndefined();
  });
});

describe('every action', () => {
  const actions = [
    ['like', undefined],
    ['dislike', undefined],
    ['favorite', undefined],
    ['rate', { value: 4 }],
    ['report-link', undefined],
  ] as const;

  it('answers 401 to visitors', async () => {
    const id = await fixtureProduct();
    for (const [action, body] of actions) {
      const res = await post(`/api/products/${id}/${action}`, undefined, body);
      expect(res).toMatchObject({
        status: 401,
        body: { error: MESSAGES.signInRequired, code: 'unauthenticated' },
      });
    }
  });

  it('answers 404 for unknown, malformed and unapproved products', async () => {
    // 15 actions: a member of its own, so the 20-per-10-s budget is not the limit here.
    const member = await newVerifiedMember('finder');
    const hidden = await fixtureProduct({ approved: false });
    for (const id of ['no-such-product', 'bad%20id', hidden]) {
      for (const [action, body] of actions) {
        const res = await post(`/api/products/${id}/${action}`, member.idToken, body);
        expect(res.status, `${action} ${id}`).toBe(404);
        expect(res.body).toEqual({ error: 'Product not found.', code: 'not-found' });
      }
    }
    expect(await reaction(member.uid, hidden)).toBeUndefined();
  });

  it('refuses a body on the toggles', async () => {
    const id = await fixtureProduct();
    const res = await post(`/api/products/${id}/like`, member.idToken, { liked: true });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'Unknown field: liked', code: 'invalid-input', field: 'liked' },
    });
    expect((await storedProduct(id)).likesCount).toBe(0);
  });

  it('stops a member after 20 actions in 10 s with 429', async () => {
    const busy = await newVerifiedMember('busy');
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) {
      const res = await post('/api/products/no-such-product/like', busy.idToken);
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body).toEqual({ error: API_MESSAGES.tooManyRequests, code: 'rate-limited' });
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual(Array(4).fill(429));
  });
});
