import { describe, expect, it } from 'vitest';
import { applyRating } from './reactions';
import { ROLL_UP, rollUpIndexFields, rollUpSlot, rolledUpCounts, slotStillAhead } from './roll-up';

const W = ROLL_UP.windowMs;

describe('the roll-up slot', () => {
  it('names the product and its window, due a margin after the window ends', () => {
    const slot = rollUpSlot('p1', 10 * W + 5, W);
    expect(slot).toEqual({ id: `p1-10`, dueAtMs: 11 * W + ROLL_UP.marginMs });
    expect(rollUpSlot('p1', 11 * W - 1, W).id).toBe(slot.id);
    expect(rollUpSlot('p1', 11 * W, W).id).toBe('p1-11');
    expect(slot.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("is due after every reaction of its window, and the next slot's after its own", () => {
    for (const at of [0, 1, W - 1, W, 7 * W + 123]) {
      const slot = rollUpSlot('p', at, W);
      expect(slot.dueAtMs).toBeGreaterThan(at + ROLL_UP.marginMs - 1);
      const next = rollUpSlot('p', slot.dueAtMs, W);
      expect(next.id).not.toBe(slot.id);
      expect(next.dueAtMs - slot.dueAtMs).toBe(W);
    }
  });

  it('counts a refused slot as ahead only while it is surely still to run', () => {
    const slot = rollUpSlot('p', 3 * W, W);
    expect(slotStillAhead(slot, 3 * W + 10)).toBe(true);
    expect(slotStillAhead(slot, 4 * W)).toBe(true);
    expect(slotStillAhead(slot, slot.dueAtMs - ROLL_UP.skewMs)).toBe(false);
    expect(slotStillAhead(slot, slot.dueAtMs + 1)).toBe(false);
  });

  it('keeps the product document to one roll-up write a second at most', () => {
    expect(W).toBeGreaterThanOrEqual(1_000);
    expect(ROLL_UP.marginMs).toBeLessThan(W);
    expect(ROLL_UP.skewMs).toBeLessThan(ROLL_UP.marginMs);
  });
});

describe('rolledUpCounts', () => {
  it('gives the same rating and score as the votes applied one by one', () => {
    const applied = [3, 4, 1].reduce(
      (product, vote) => applyRating(product.rating, null, vote),
      applyRating({ sum: 0, count: 0 }, null, 5),
    );
    const counts = rolledUpCounts({
      likes: 3,
      dislikes: 1,
      favorites: 2,
      ratingCount: 4,
      ratingSum: 13,
    });
    expect(counts).toEqual({
      likesCount: 3,
      dislikesCount: 1,
      favoritesCount: 2,
      rating: applied.rating,
      score: applied.score,
    });
  });

  it('counts a product without ratings as unrated', () => {
    const none = rolledUpCounts({
      likes: 0,
      dislikes: 0,
      favorites: 0,
      ratingCount: 0,
      ratingSum: 0,
    });
    expect(none.rating).toEqual({ average: 0, count: 0, sum: 0 });
  });

  it('queries by the product, then one field each', () => {
    expect(rollUpIndexFields().map(([, field]) => field)).toEqual([
      'liked',
      'disliked',
      'favorite',
      'rating',
      'likedAt',
    ]);
  });
});
