/**
 * Members' reactions to products: the data model and the pure state changes.
 *
 * users/{uid}/reactions/{productId}: one document per member and product they touched.
 *   { productId, liked, disliked, favorite, rating (1–5 or null), reported,
 *     categories, tags  (copies of the product's, so the member's own client can count its
 *                        disliked products that match a feed filter without reading them),
 *     likedAt, dislikedAt, favoritedAt  (null while off; the "My ..." lists order by them),
 *     lastAction {type, at} (the server's double-click guard, see applyReaction), updatedAt }
 *   Read by its owner only; written only by the API.
 *
 * products/{id}/linkReports/{uid}: one broken-link report per member ({uid, reason,
 *   createdAt}); the product gets brokenReportsCount + 1 and flagged: true in the same
 *   transaction. Admins read reports; nobody writes from a client.
 *
 * Comments, replies and their reports: see comments.ts.
 */
import { z } from 'zod';
import { LIMITS } from './constants';
import { productDerivedFields } from './feed';

export const REACTIONS_SUBCOLLECTION = 'reactions';
export const LINK_REPORTS_SUBCOLLECTION = 'linkReports';

export type ReactionAction = 'like' | 'dislike' | 'favorite';

export interface ReactionDoc<T = unknown> {
  productId: string;
  liked: boolean;
  disliked: boolean;
  favorite: boolean;
  rating: number | null;
  reported: boolean;
  categories: string[];
  tags: string[];
  likedAt: T | null;
  dislikedAt: T | null;
  favoritedAt: T | null;
  lastAction: { type: ReactionAction; at: T } | null;
  updatedAt: T;
}

export interface LinkReportDoc<T = unknown> {
  uid: string;
  reason: string | null;
  createdAt: T;
}

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
export interface CounterDeltas {
  likesCount: number;
  dislikesCount: number;
  favoritesCount: number;
}

export interface ReactionChange {
  /** False when the action was a repeat inside the throttle window: nothing is written. */
  changed: boolean;
  next: Pick<ViewerState, 'liked' | 'disliked' | 'favorite'>;
  deltas: CounterDeltas;
  /** Which of likedAt / dislikedAt / favoritedAt become "now" (true) or null (false). */
  stamps: { likedAt?: boolean; dislikedAt?: boolean; favoritedAt?: boolean };
}

/**
 * Applies a toggle. Like and dislike exclude each other; favorite is independent. The spec
 * allows one action per 3 s per card: the SPA throttles, and the server treats the SAME action
 * repeated within that window as a double-click (answered with the current state, nothing
 * changes), so two clicks that race never toggle a like on and straight off again.
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
    nowMs - lastAction.atMs >= 0 &&
    nowMs - lastAction.atMs < LIMITS.cardActionThrottleMs
  ) {
    return { changed: false, next: same, deltas: none, stamps: {} };
  }
  const deltas = { ...none };
  const next = { ...same };
  const stamps: ReactionChange['stamps'] = {};
  if (action === 'favorite') {
    next.favorite = !current.favorite;
    deltas.favoritesCount = next.favorite ? 1 : -1;
    stamps.favoritedAt = next.favorite;
  } else if (action === 'like') {
    next.liked = !current.liked;
    deltas.likesCount = next.liked ? 1 : -1;
    stamps.likedAt = next.liked;
    if (next.liked && current.disliked) {
      next.disliked = false;
      deltas.dislikesCount = -1;
      stamps.dislikedAt = false;
    }
  } else {
    next.disliked = !current.disliked;
    deltas.dislikesCount = next.disliked ? 1 : -1;
    stamps.dislikedAt = next.disliked;
    if (next.disliked && current.liked) {
      next.liked = false;
      deltas.likesCount = -1;
      stamps.likedAt = false;
    }
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
  // Reuses the feed's derivation so rating.average and score are computed in one place.
  const { rating, score } = productDerivedFields({
    categories: [],
    tags: [],
    ratingSum: sum,
    ratingCount: count,
  });
  return { rating, score };
}

export const RATING_MESSAGE = 'value must be a whole number from 1 to 5.';

/** POST /api/products/:id/rate. A string "5", 0, 6 or 2.5 are all refused. */
export const rateBody = z
  .object({
    value: z
      .number({ error: RATING_MESSAGE })
      .int({ error: RATING_MESSAGE })
      .min(1, { error: RATING_MESSAGE })
      .max(5, { error: RATING_MESSAGE }),
  })
  .strict();

export const REPORT_REASON_MAX = 500;

/** POST /api/products/:id/report-link: an empty body or an optional reason. */
export const reportLinkBody = z
  .object({
    reason: z
      .string()
      .trim()
      .max(REPORT_REASON_MAX, { error: `reason must be at most ${REPORT_REASON_MAX} characters.` })
      .optional(),
  })
  .strict();

export const REACTION_MESSAGES = {
  productNotFound: 'Product not found.',
  alreadyReportedProduct: 'You have already reported this product.',
} as const;
