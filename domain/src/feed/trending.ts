/**
 * The trending sort: the likes a product received in the last 7 days, counted exactly in
 * hourly buckets (productTrends/{productId}, server-only, so no public document says when a
 * like was given). A like adds 1 to the bucket of its hour; an unlike (or a dislike that
 * removes a like, or the erasure of the member) takes 1 off the bucket of the like's hour while
 * that bucket is still counted. The scheduled refresh (functions/src/jobs/trending.ts) drops
 * the buckets that left the window and writes the product's trendingLikes and trendingScore,
 * so a like never rewrites the trending indexes itself.
 */

const HOUR_MS = 3_600_000;

/** The window: 168 hourly buckets, the current hour's included. */
export const TRENDING_WINDOW_HOURS = 7 * 24;

/** trendingScore stays an exact integer (below 2^53) while trendingLikes stays below this. */
export const TRENDING_LIKES_MAX = 2 ** 21 - 1;

/** Likes per hour, keyed by the UTC hour ('2026-11-27T11'). */
export type LikesByHour = Record<string, number>;

const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);

/** The bucket key of the hour holding `ms`: the UTC hour as 'YYYY-MM-DDTHH'. */
export function hourKey(ms: number): string {
  return new Date(hourOf(ms) * HOUR_MS).toISOString().slice(0, 13);
}

/** The hour number of a bucket key, or null for a key this module never writes. */
function hourOfKey(key: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(key)) return null;
  const ms = Date.parse(`${key}:00:00.000Z`);
  return Number.isFinite(ms) ? hourOf(ms) : null;
}

/** Whether the bucket of `hour` still counts at `nowMs` (a later hour, from clock skew, does). */
const counted = (hour: number, nowMs: number) => hour > hourOf(nowMs) - TRENDING_WINDOW_HOURS;

/**
 * The bucket a reaction moves, from the change of the product's likesCount it makes (the
 * domain's applyReaction deltas, or withdrawReaction's for an erased member): a new like adds 1
 * to the current hour; a withdrawn like takes 1 off the hour it was given, unless that bucket
 * has left the window (then it no longer counts anyway). Null when no bucket moves.
 */
export function likeBucketChange(
  likesDelta: number,
  likedAtMs: number | null,
  nowMs: number,
): { key: string; delta: 1 | -1 } | null {
  if (likesDelta > 0) return { key: hourKey(nowMs), delta: 1 };
  if (likesDelta < 0 && likedAtMs !== null && counted(hourOf(likedAtMs), nowMs)) {
    return { key: hourKey(likedAtMs), delta: -1 };
  }
  return null;
}

/** The buckets still counted at `nowMs`; empty ones (a like and its unlike) and bad keys go. */
export function pruneBuckets(buckets: LikesByHour, nowMs: number): LikesByHour {
  return Object.fromEntries(
    Object.entries(buckets).filter(([key, likes]) => {
      const hour = hourOfKey(key);
      return hour !== null && counted(hour, nowMs) && Number.isInteger(likes) && likes > 0;
    }),
  );
}

/** What the refresh writes: the counted buckets, their sum, and when the oldest expires. */
export interface TrendRefresh {
  likesByHour: LikesByHour;
  trendingLikes: number;
  /** When the oldest counted bucket leaves the window (epoch ms), or null with none left. */
  dueAtMs: number | null;
}

export function refreshTrend(buckets: LikesByHour, nowMs: number): TrendRefresh {
  const likesByHour = pruneBuckets(buckets, nowMs);
  const hours = Object.keys(likesByHour).map((key) => hourOfKey(key) ?? 0);
  const oldest = hours.length > 0 ? Math.min(...hours) : null;
  return {
    likesByHour,
    trendingLikes: Object.values(likesByHour).reduce((sum, likes) => sum + likes, 0),
    dueAtMs: oldest === null ? null : (oldest + TRENDING_WINDOW_HOURS) * HOUR_MS,
  };
}

/** The buckets of likes given at these times (the seed's and the tests' arrangements). */
export function bucketsOf(likedAtMs: readonly number[]): LikesByHour {
  const buckets: LikesByHour = {};
  for (const ms of likedAtMs) buckets[hourKey(ms)] = (buckets[hourKey(ms)] ?? 0) + 1;
  return buckets;
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
