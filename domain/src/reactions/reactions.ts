/** The pure state changes of a reaction: what a toggle or a rating does to member and product. */
import { LIMITS } from '../core/constants';
import { productDerivedFields } from '../products/derived-fields';
import type { ReactionAction, ReactionDoc } from './documents';

/** What a signed-in caller sees of their own reaction on a product card. */
export interface ViewerState {
  liked: boolean;
  disliked: boolean;
  favorite: boolean;
  rating: number | null;
  reported: boolean;
}

export const EMPTY_VIEWER: ViewerState = {
  liked: false,
  disliked: false,
  favorite: false,
  rating: null,
  reported: false,
};

export function viewerState(doc: Partial<ReactionDoc> | undefined): ViewerState {
  return {
    liked: doc?.liked === true,
    disliked: doc?.disliked === true,
    favorite: doc?.favorite === true,
    rating: typeof doc?.rating === 'number' ? doc.rating : null,
    reported: doc?.reported === true,
  };
}

/** How each toggle moves the product's counters. */
export type CounterDeltas = Record<'likesCount' | 'dislikesCount' | 'favoritesCount', number>;

export interface ReactionChange {
  /** False when the action was a repeat inside the throttle window: nothing is written. */
  changed: boolean;
  next: Pick<ViewerState, 'liked' | 'disliked' | 'favorite'>;
  deltas: CounterDeltas;
  /** Which of likedAt / dislikedAt / favoritedAt become "now" (true) or null (false). */
  stamps: { likedAt?: boolean; dislikedAt?: boolean; favoritedAt?: boolean };
}

/** What each action toggles, the counter and timestamp that follow it, and what it turns off. */
const TOGGLES = {
  like: { flag: 'liked', counter: 'likesCount', stamp: 'likedAt', excludes: 'dislike' },
  dislike: { flag: 'disliked', counter: 'dislikesCount', stamp: 'dislikedAt', excludes: 'like' },
  favorite: { flag: 'favorite', counter: 'favoritesCount', stamp: 'favoritedAt', excludes: null },
} as const;

/**
 * Applies a toggle. Like and dislike exclude each other; favorite is independent. A card allows
 * one action per 3 s: the SPA throttles, and the server treats the SAME action repeated within
 * that window as a double-click (answered with the current state, nothing changes), so two
 * clicks that race never toggle a like on and straight off again. Times are the clicks'
 * (when each request arrived), and either may be stored first: racing requests can commit in
 * either order, so the window counts both ways.
 */
export function applyReaction(
  current: Pick<ViewerState, 'liked' | 'disliked' | 'favorite'>,
  lastAction: { type: ReactionAction; atMs: number } | null,
  action: ReactionAction,
  nowMs: number,
): ReactionChange {
  const none: CounterDeltas = { likesCount: 0, dislikesCount: 0, favoritesCount: 0 };
  const same = { liked: current.liked, disliked: current.disliked, favorite: current.favorite };
  if (
    lastAction &&
    lastAction.type === action &&
    Math.abs(nowMs - lastAction.atMs) < LIMITS.cardActionThrottleMs
  ) {
    return { changed: false, next: same, deltas: none, stamps: {} };
  }
  const deltas = { ...none };
  const next = { ...same };
  const stamps: ReactionChange['stamps'] = {};
  const toggle = TOGGLES[action];
  next[toggle.flag] = !current[toggle.flag];
  deltas[toggle.counter] = next[toggle.flag] ? 1 : -1;
  stamps[toggle.stamp] = next[toggle.flag];
  const other = toggle.excludes && TOGGLES[toggle.excludes];
  if (other && next[toggle.flag] && current[other.flag]) {
    next[other.flag] = false;
    deltas[other.counter] = -1;
    stamps[other.stamp] = false;
  }
  return { changed: true, next, deltas, stamps };
}

/** The product's rating fields after a member rates (re-rating replaces their vote). */
export function applyRating(
  product: { sum: number; count: number },
  previous: number | null,
  value: number,
) {
  const sum = product.sum - (previous ?? 0) + value;
  const count = product.count + (previous === null ? 1 : 0);
  // Reuses the product's derivation so rating.average and score are computed in one place.
  const { rating, score } = productDerivedFields({
    categories: [],
    tags: [],
    ratingSum: sum,
    ratingCount: count,
  });
  return { rating, score };
}
