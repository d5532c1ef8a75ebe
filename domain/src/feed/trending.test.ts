import { describe, expect, it } from 'vitest';
import {
  TRENDING_LIKES_MAX,
  TRENDING_WINDOW_HOURS,
  bucketsOf,
  hourKey,
  likeBucketChange,
  pruneBuckets,
  refreshTrend,
  trendingFields,
  trendingScore,
} from './trending';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.parse('2026-11-27T11:34:00Z');

describe('hour buckets', () => {
  it('keys a time by its UTC hour', () => {
    expect(hourKey(now)).toBe('2026-11-27T11');
    expect(hourKey(Date.parse('2026-11-27T11:00:00Z'))).toBe('2026-11-27T11');
    expect(hourKey(Date.parse('2026-11-27T10:59:59.999Z'))).toBe('2026-11-27T10');
  });

  it('adds a new like to the current hour', () => {
    expect(likeBucketChange(1, null, now)).toEqual({ key: '2026-11-27T11', delta: 1 });
    expect(likeBucketChange(1, now - 3 * DAY, now)).toEqual({ key: '2026-11-27T11', delta: 1 });
  });

  it("takes a withdrawn like off its own hour's bucket while that bucket counts", () => {
    expect(likeBucketChange(-1, now - 2 * DAY, now)).toEqual({ key: '2026-11-25T11', delta: -1 });
    const oldest = now - (TRENDING_WINDOW_HOURS - 1) * HOUR;
    expect(likeBucketChange(-1, oldest, now)).toEqual({ key: hourKey(oldest), delta: -1 });
  });

  it('moves nothing for a like older than the window, without a time, or no like change', () => {
    expect(likeBucketChange(-1, now - TRENDING_WINDOW_HOURS * HOUR, now)).toBeNull();
    expect(likeBucketChange(-1, now - 8 * DAY, now)).toBeNull();
    expect(likeBucketChange(-1, null, now)).toBeNull();
    expect(likeBucketChange(0, now, now)).toBeNull();
  });

  it('prunes buckets that left the window, empty ones and keys it never writes', () => {
    const buckets = {
      [hourKey(now)]: 2,
      [hourKey(now - 6 * DAY)]: 1,
      [hourKey(now - 7 * DAY)]: 4,
      [hourKey(now - 9 * DAY)]: 3,
      [hourKey(now - DAY)]: 0,
      nonsense: 5,
    };
    expect(pruneBuckets(buckets, now)).toEqual({
      [hourKey(now)]: 2,
      [hourKey(now - 6 * DAY)]: 1,
    });
  });

  it('sums the counted buckets and is due when the oldest one expires', () => {
    const buckets = bucketsOf([now, now - HOUR, now - HOUR, now - 3 * DAY, now - 8 * DAY]);
    const refreshed = refreshTrend(buckets, now);
    expect(refreshed.trendingLikes).toBe(4);
    expect(Object.keys(refreshed.likesByHour)).toHaveLength(3);
    // The oldest counted bucket (3 days ago) leaves the window 7 days after its hour began.
    const oldestHourStart = Math.floor((now - 3 * DAY) / HOUR) * HOUR;
    expect(refreshed.dueAtMs).toBe(oldestHourStart + 7 * DAY);
    expect(refreshTrend(refreshed.likesByHour, refreshed.dueAtMs ?? 0).trendingLikes).toBe(3);
  });

  it('is never due without buckets', () => {
    expect(refreshTrend({}, now)).toEqual({ likesByHour: {}, trendingLikes: 0, dueAtMs: null });
    expect(refreshTrend(bucketsOf([now - 10 * DAY]), now).dueAtMs).toBeNull();
  });

  it('counts a like exactly until its hour is 7 days old, then not', () => {
    const liked = Date.parse('2026-11-20T11:10:00Z');
    const buckets = bucketsOf([liked]);
    expect(refreshTrend(buckets, Date.parse('2026-11-27T10:59:59Z')).trendingLikes).toBe(1);
    expect(refreshTrend(buckets, Date.parse('2026-11-27T11:00:00Z')).trendingLikes).toBe(0);
  });
});

describe('trendingScore', () => {
  const older = Date.parse('2026-01-01T00:00:00Z') / 1000;
  const newer = Date.parse('2026-11-01T00:00:00Z') / 1000;

  it('orders by likes this week, then the newer product', () => {
    expect(trendingScore(3, older)).toBeGreaterThan(trendingScore(2, newer));
    expect(trendingScore(2, newer)).toBeGreaterThan(trendingScore(2, older));
    expect(trendingScore(0, newer)).toBeGreaterThan(trendingScore(0, older));
    expect(trendingScore(1, older)).toBeGreaterThan(trendingScore(0, newer));
  });

  it('stays an exact integer below 2^53 at its bounds', () => {
    const latest = 2 ** 32 - 1;
    const top = trendingScore(TRENDING_LIKES_MAX, latest);
    expect(top).toBeLessThan(2 ** 53);
    expect(Number.isSafeInteger(top)).toBe(true);
    expect(top - 1).not.toBe(top);
    expect(trendingScore(TRENDING_LIKES_MAX + 500, latest)).toBe(top);
    expect(trendingScore(TRENDING_LIKES_MAX, latest - 1)).toBe(top - 1);
    expect(String(top)).toMatch(/^\d+$/);
  });

  it('starts a new product at the score of its creation time', () => {
    const createdAt = new Date('2026-11-27T11:34:56.789Z');
    expect(trendingFields(0, createdAt)).toEqual({
      trendingLikes: 0,
      trendingScore: Math.floor(createdAt.getTime() / 1000),
    });
    expect(trendingFields(2, { seconds: 100 })).toEqual({
      trendingLikes: 2,
      trendingScore: 2 * 2 ** 32 + 100,
    });
  });
});
