/**
 * The trending sort: the likes a product received in the last 7 days, counted exactly from the
 * members' reactions (their likedAt: a reaction is read by its member only, so no public
 * document tells when a like was given). A like changes no trending field itself: its roll-up
 * (reactions/roll-up.ts) makes the product's trend due (productTrends/{productId}, server-only),
 * and the scheduled refresh (functions/src/jobs/trending.ts) counts the likes of the window and
 * writes the product's trendingLikes and trendingScore, so a like never rewrites the trending
 * indexes, and the trend is due again when its oldest counted like leaves the window.
 */

const DAY_MS = 86_400_000;

/** The window: the last 7 days, to the millisecond. */
export const TRENDING_WINDOW_MS = 7 * DAY_MS;

/** trendingScore stays an exact integer (below 2^53) while trendingLikes stays below this. */
export const TRENDING_LIKES_MAX = 2 ** 21 - 1;

/** The earliest like time that counts at `nowMs`. */
export function trendingSince(nowMs: number): number {
  return nowMs - TRENDING_WINDOW_MS;
}

/** When the trend is due next: when its oldest counted like leaves the window, or never. */
export function trendDueAtMs(oldestCountedLikeMs: number | null): number | null {
  return oldestCountedLikeMs === null ? null : oldestCountedLikeMs + TRENDING_WINDOW_MS;
}

/**
 * The trending sort value: this week's likes, ties by the newer product (createdAt in whole
 * seconds, below 2^32 until 2106), then by id as every sort. An exact integer below 2^53 while
 * trendingLikes stays below 2^21 (more are counted as 2^21 - 1 here).
 */
export function trendingScore(trendingLikes: number, createdAtSeconds: number): number {
  const likes = Math.min(Math.max(0, Math.floor(trendingLikes)), TRENDING_LIKES_MAX);
  const seconds = Math.min(Math.max(0, Math.floor(createdAtSeconds)), 2 ** 32 - 1);
  return likes * 2 ** 32 + seconds;
}

/** A stored time's whole seconds: a Date, or either Firestore SDK's Timestamp. */
export function epochSeconds(time: Date | { seconds: number }): number {
  return time instanceof Date ? Math.floor(time.getTime() / 1000) : time.seconds;
}

/** The public product fields of the trending sort. */
export function trendingFields(trendingLikes: number, createdAt: Date | { seconds: number }) {
  return { trendingLikes, trendingScore: trendingScore(trendingLikes, epochSeconds(createdAt)) };
}
