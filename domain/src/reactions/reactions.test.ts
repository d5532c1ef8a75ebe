import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { bayesianScore } from '../products/derived-fields';
import { applyRating, applyReaction } from './reactions';
import { rateBody } from './requests';

const off = { liked: false, disliked: false, favorite: false };

describe('applyReaction', () => {
  it('toggles like on and off, moving likesCount by one', () => {
    const on = applyReaction(off, null, 'like', 10_000);
    expect(on.next).toEqual({ ...off, liked: true });
    expect(on.deltas).toEqual({ likesCount: 1, dislikesCount: 0, favoritesCount: 0 });
    expect(on.stamps).toEqual({ likedAt: true });
    const later = 10_000 + LIMITS.cardActionThrottleMs;
    const back = applyReaction(on.next, { type: 'like', atMs: 10_000 }, 'like', later);
    expect(back.next).toEqual(off);
    expect(back.deltas.likesCount).toBe(-1);
    expect(back.stamps).toEqual({ likedAt: false });
  });

  it('keeps like and dislike mutually exclusive', () => {
    const liked = { ...off, liked: true };
    const change = applyReaction(liked, { type: 'like', atMs: 0 }, 'dislike', 100);
    expect(change.next).toEqual({ ...off, disliked: true });
    expect(change.deltas).toEqual({ likesCount: -1, dislikesCount: 1, favoritesCount: 0 });
    expect(change.stamps).toEqual({ dislikedAt: true, likedAt: false });
    const relike = applyReaction(change.next, { type: 'dislike', atMs: 100 }, 'like', 200);
    expect(relike.next).toEqual({ ...off, liked: true });
    expect(relike.deltas).toEqual({ likesCount: 1, dislikesCount: -1, favoritesCount: 0 });
  });

  it('treats the same action repeated inside the throttle window as a double-click', () => {
    const liked = { ...off, liked: true };
    const repeat = applyReaction(liked, { type: 'like', atMs: 1_000 }, 'like', 1_500);
    expect(repeat.changed).toBe(false);
    expect(repeat.next).toEqual(liked);
    expect(repeat.deltas).toEqual({ likesCount: 0, dislikesCount: 0, favoritesCount: 0 });
  });

  it('treats a click that arrived just before the stored one as the same double-click', () => {
    // Two likes sent at once: the later-arriving one committed first.
    const liked = { ...off, liked: true };
    const earlier = applyReaction(liked, { type: 'like', atMs: 1_500 }, 'like', 1_000);
    expect(earlier.changed).toBe(false);
    expect(earlier.next).toEqual(liked);
    const longBefore = 1_500 - LIMITS.cardActionThrottleMs;
    expect(applyReaction(liked, { type: 'like', atMs: 1_500 }, 'like', longBefore).changed).toBe(
      true,
    );
  });

  it('toggles favorite independently of like and dislike', () => {
    const state = { ...off, disliked: true };
    const fav = applyReaction(state, { type: 'dislike', atMs: 0 }, 'favorite', 1);
    expect(fav.next).toEqual({ liked: false, disliked: true, favorite: true });
    expect(fav.deltas.favoritesCount).toBe(1);
  });
});

describe('applyRating', () => {
  it('adds a first vote and replaces a re-rating', () => {
    const first = applyRating({ sum: 40, count: 10 }, null, 5);
    expect(first.rating).toEqual({ sum: 45, count: 11, average: 4.09 });
    expect(first.score).toBe(bayesianScore(45, 11));
    const again = applyRating({ sum: 45, count: 11 }, 5, 1);
    expect(again.rating).toEqual({ sum: 41, count: 11, average: 3.73 });
  });
});

describe('rateBody', () => {
  it.each([0, 6, 2.5, '5', null, undefined])('refuses %s', (value) => {
    expect(rateBody.safeParse({ value }).success).toBe(false);
  });
  it('accepts 1 to 5', () => {
    for (const value of [1, 2, 3, 4, 5]) expect(rateBody.parse({ value })).toEqual({ value });
  });
});
