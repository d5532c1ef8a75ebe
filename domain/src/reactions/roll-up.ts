/**
 * A product's reaction counters, rolled up from the reactions themselves.
 *
 * A like, dislike, favourite or rating writes only the member's own reaction
 * (users/{uid}/reactions/{productId}); the product's public counts (likesCount, dislikesCount,
 * favoritesCount, rating, score) are then counted from every member's reaction by one roll-up
 * of the product, run by a queued task at most once a window. The reactions are the shards: a
 * burst of any size writes each member's own document once per click, and the product document
 * once per window. A roll-up counts everything again, so it is exact whenever it runs and a
 * retried or repeated one changes nothing.
 *
 * The slot: a reaction at `nowMs` asks for the roll-up task of its window (the task id is the
 * product and the window, so the queue keeps one per window), due `ROLL_UP.marginMs` after the
 * window ends, by when the reaction has long been committed. Asking twice for one window is
 * refused by the queue; `slotStillAhead` says whether that refused slot is sure to run after
 * this reaction, else the next window's is asked for.
 */
import { COLLECTIONS } from '../core/collections';
import { productDerivedFields } from '../products/derived-fields';

export const ROLL_UP = {
  /** At most one roll-up of a product per window: its document takes one write per window. */
  windowMs: 2_000,
  /** A slot's task runs this long after its window ends. */
  marginMs: 1_000,
  /**
   * How close to its due time a refused slot still counts as ahead: the clocks of the api
   * instance and of the queue agree within far less.
   */
  skewMs: 500,
  /**
   * The most products whose roll-up could not be queued that one run of the repair rolls up
   * (oldest first; the rest wait for the next run, every repairEveryMinutes).
   */
  repairPerRun: 200,
  repairEveryMinutes: 15,
} as const;

export interface RollUpSlot {
  /** The task id: the product and the window (letters, digits, - and _ only). */
  id: string;
  /** When the task runs (epoch ms); a task delivered early waits until then. */
  dueAtMs: number;
}

export function rollUpSlot(productId: string, nowMs: number, windowMs: number): RollUpSlot {
  const window = Math.floor(nowMs / windowMs);
  return { id: `${productId}-${window}`, dueAtMs: (window + 1) * windowMs + ROLL_UP.marginMs };
}

/** Whether a slot the queue already holds is sure to run after `nowMs` (the refusal's time). */
export function slotStillAhead(slot: RollUpSlot, nowMs: number): boolean {
  return nowMs < slot.dueAtMs - ROLL_UP.skewMs;
}

/**
 * The roll-up's queries, collection-group queries over every member's reactions to one product:
 * each count by a flag, the ratings (rating >= 1: count and sum) and the likes given since a
 * time (the trending sort's count, and its oldest). Each has its composite index
 * (firestore.indexes.json, checked by firestore-indexes/query-indexes.test.ts).
 */
export const ROLL_UP_QUERIES = {
  collection: COLLECTIONS.reactions,
  flags: { likes: 'liked', dislikes: 'disliked', favorites: 'favorite' },
  product: 'productId',
  rating: 'rating',
  likedAt: 'likedAt',
} as const;

/** Each roll-up query's composite index: the product, then its flag or its range field. */
export function rollUpIndexFields(): (readonly [string, string])[] {
  const { product, flags, rating, likedAt } = ROLL_UP_QUERIES;
  return [...Object.values(flags), rating, likedAt].map((field) => [product, field] as const);
}

export interface ReactionTallies {
  likes: number;
  dislikes: number;
  favorites: number;
  ratingCount: number;
  ratingSum: number;
}

/** A product's rating and score from its ratings' count and sum. */
export function ratingFields(ratingCount: number, ratingSum: number) {
  const { rating, score } = productDerivedFields({
    categories: [],
    tags: [],
    ratingSum,
    ratingCount,
  });
  return { rating, score };
}

/** The product's public counts from its tallies. */
export function rolledUpCounts(t: ReactionTallies) {
  const { rating, score } = ratingFields(t.ratingCount, t.ratingSum);
  return {
    likesCount: t.likes,
    dislikesCount: t.dislikes,
    favoritesCount: t.favorites,
    rating,
    score,
  };
}

export type RolledUpCounts = ReturnType<typeof rolledUpCounts>;
