// The trending sort (GET /api/products?sort=trending): likes of the last 7 days, ties by the
// newer product, counted from the reactions and written on the product by the trending refresh
// (run here: the emulator fires no schedules) once a like's roll-up made the trend due, never
// by the like. Likes given now and 8 days ago, unlikes of both, a member's
// erasure, a filter with the sort, and a bad sort value.
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendingScore, type DeleteOwnAccountAnswer, type FeedPage } from '@xmates/domain';
import { refreshTrending } from '@xmates/functions/jobs/trending';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { namedAccount } from './notification-helpers';
import {
  bruteForceFeed,
  feedQuery,
  fixtureProduct,
  removeFixtures,
  rolledUp,
  storedProduct,
} from './product-fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const category = `Trending Fixture ${Date.now().toString(36)}`;
const filter = { categories: [category], sort: 'trending' as const };

const { member, older } = accountsBeforeAll({
  member: () => newVerifiedMember('trending'),
  older: () => newVerifiedMember('trending-old'),
});

/** Oldest first: a (2001 + 1 s) ... d (2001 + 4 s); ties go to the later one. */
let a: string;
let b: string;
let c: string;
let d: string;

const feedIds = async (query: string) => {
  const res = await api<FeedPage>('GET', query);
  expect(res.status).toBe(200);
  return res.body.products.map((p) => p.id);
};
const trendingIds = () => feedIds(feedQuery(filter));
const post = (path: string, token: string) => api('POST', path, { token });
const trending = async (id: string) => (await storedProduct(id)).trendingLikes;
/** Likes of members without accounts (the seed's crowd does the same), by product. */
const crowd = `trending-crowd-${Date.now().toString(36)}`;
const crowdLikes: string[] = [];

/**
 * Likes stored as the API stores them, given at `at` (the first by `first` when named), and the
 * trend made due as their roll-up would.
 */
async function storedLikes(productId: string, at: readonly Date[], first?: string) {
  const batch = adminDb.batch();
  at.forEach((likedAt, i) => {
    const uid = i === 0 && first ? first : `${crowd}-${i}`;
    const path = paths.reaction(uid, productId);
    if (uid !== first) crowdLikes.push(path);
    const like = docs.reaction(productId, { liked: true, likedAt, updatedAt: likedAt });
    batch.set(adminDb.doc(path), like);
  });
  batch.update(adminDb.doc(paths.product(productId)), { likesCount: at.length });
  batch.set(adminDb.doc(paths.productTrend(productId)), docs.productTrend());
  await batch.commit();
}

beforeAll(async () => {
  a = await fixtureProduct({ categories: [category] });
  b = await fixtureProduct({ categories: [category] });
  c = await fixtureProduct({ categories: [category] });
  d = await fixtureProduct({ categories: [category] });
  const now = Date.now();
  const recent = (n: number) => Array.from({ length: n }, (_, i) => new Date(now - i * HOUR));
  const weekAgo = (n: number) => Array.from({ length: n }, () => new Date(now - 8 * DAY));
  // a: 2 likes this week, 3 eight days ago; b: 2 this week (one of them `member`'s, an hour
  // ago); c: 1 this week, 5 eight days ago (one of them `older`'s); d: none.
  await storedLikes(a, [...recent(2), ...weekAgo(3)]);
  await storedLikes(b, [new Date(now - HOUR), new Date(now)], member.uid);
  await storedLikes(c, [...weekAgo(1), ...recent(1), ...weekAgo(4)], older.uid);
});

afterAll(async () => {
  await Promise.all([
    ...[a, b, c, d].map((id) => adminDb.doc(paths.productTrend(id)).delete()),
    ...crowdLikes.map((path) => adminDb.doc(path).delete()),
  ]);
  await removeFixtures();
});

describe('GET /api/products?sort=trending', () => {
  it('lists new products newest first before any refresh (no likes this week)', async () => {
    expect(await trendingIds()).toEqual([d, c, b, a]);
    const stored = await storedProduct(a);
    expect(stored.trendingLikes).toBe(0);
    // Its date is the fixture's (2001, a second apart per fixture of the run).
    const createdAt = (stored.createdAt as Timestamp).toMillis();
    expect(stored.trendingScore).toBe(trendingScore(0, createdAt / 1000));
  });

  it("orders by this week's likes after the refresh, ties newer first", async () => {
    const report = await refreshTrending(new Date());
    expect(report.refreshed).toBeGreaterThanOrEqual(3);
    expect(report.failed).toBe(0);
    expect(await trending(a)).toBe(2);
    expect(await trending(b)).toBe(2);
    expect(await trending(c)).toBe(1);
    expect(await trendingIds()).toEqual([b, a, c, d]);
    // The likes of 8 days ago are not counted; nothing is due before the oldest counted one
    // (given an hour ago) leaves the window.
    const trend = await storedAt(paths.productTrend(a));
    expect(trend?.dueAt.toMillis()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(trend?.dueAt.toMillis()).toBeLessThan(Date.now() + 7 * DAY - HOUR + 60_000);
  });

  it('answers the feed of the whole catalogue in the same order as the stored scores', async () => {
    const expected = await bruteForceFeed({
      categories: [],
      tags: [],
      tagMode: 'any',
      sort: 'trending',
    });
    const unfiltered = await feedIds(feedQuery({ sort: 'trending' }));
    expect(unfiltered).toEqual(expected.slice(0, 6));
  });

  it('counts a like given now after the next refresh, not before', async () => {
    expect((await post(`/api/products/${d}/like`, older.idToken)).status).toBe(200);
    await rolledUp(d, { likesCount: 1 });
    expect((await storedAt(paths.productTrend(d)))?.dueAt.toMillis()).toBeLessThanOrEqual(
      Date.now(),
    );
    expect(await trending(d)).toBe(0);
    await refreshTrending(new Date());
    expect(await trending(d)).toBe(1);
    expect(await trendingIds()).toEqual([b, a, d, c]);
  });

  it('an unlike lowers it after the next refresh; an unlike of an older like does not', async () => {
    expect((await post(`/api/products/${b}/like`, member.idToken)).status).toBe(200);
    expect((await storedAt(paths.reaction(member.uid, b)))?.liked).toBe(false);
    expect((await post(`/api/products/${c}/like`, older.idToken)).status).toBe(200);
    expect((await storedAt(paths.reaction(older.uid, c)))?.liked).toBe(false);
    await rolledUp(b, { likesCount: 1 });
    await rolledUp(c, { likesCount: 5 });
    await refreshTrending(new Date());
    expect(await trending(b)).toBe(1);
    expect(await trending(c)).toBe(1);
    expect(await trendingIds()).toEqual([a, d, c, b]);
  });

  it("takes an erased member's like off after the next refresh", async () => {
    const leaving = await namedAccount('trending-erased');
    expect((await post(`/api/products/${c}/like`, leaving.idToken)).status).toBe(200);
    await rolledUp(c, { likesCount: 6 });
    await refreshTrending(new Date());
    expect(await trending(c)).toBe(2);
    const erased = await api<DeleteOwnAccountAnswer>('DELETE', '/api/users/me', {
      token: leaving.idToken,
    });
    expect(erased.status).toBe(200);
    await rolledUp(c, { likesCount: 5 });
    await refreshTrending(new Date());
    expect(await trending(c)).toBe(1);
  });

  it('rewrites no product when nothing changed', async () => {
    const updated = async () => (await adminDb.doc(paths.product(a)).get()).updateTime?.toMillis();
    const before = await updated();
    await adminDb.doc(paths.productTrend(a)).update({ dueAt: new Date() });
    const report = await refreshTrending(new Date());
    expect(report.refreshed).toBeGreaterThanOrEqual(1);
    expect(await updated()).toBe(before);
    expect((await storedAt(paths.productTrend(a)))?.dueAt.toMillis()).toBeGreaterThan(Date.now());
  });

  it('keeps refusing an unknown sort with the list of sorts', async () => {
    const res = await api('GET', '/api/products?sort=hot');
    expect(res.status).toBe(400);
    expect(String(res.body.error)).toMatch(/sort must be one of: .*topRated, trending\./);
  });
});
