import { describe, expect, it } from 'vitest';
import {
  TRENDING_LIKES_MAX,
  TRENDING_WINDOW_MS,
  trendDueAtMs,
  trendingFields,
  trendingScore,
  trendingSince,
} from './trending';

const DAY = 86_400_000;
const now = Date.parse('2026-11-27T11:34:00Z');

describe('the 7-day window', () => {
  it('counts a like exactly until it is 7 days old, then not', () => {
    const liked = Date.parse('2026-11-20T11:10:00Z');
    expect(trendingSince(liked + TRENDING_WINDOW_MS)).toBe(liked);
    expect(trendingSince(now)).toBe(now - 7 * DAY);
  });

  it('is due when the oldest counted like leaves the window, never without one', () => {
    expect(trendDueAtMs(now - 2 * DAY)).toBe(now + 5 * DAY);
    expect(trendDueAtMs(null)).toBeNull();
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
