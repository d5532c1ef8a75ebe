/**
 * Members' reactions to products as stored. T is the writer's Timestamp type.
 *
 * users/{uid}/reactions/{productId}: one document per member and product they touched.
 *   { productId, liked, disliked, favorite, rating (1–5 or null), reported,
 *     categories, tags  (copies of the product's, refreshed by every action),
 *     dislikedKeys      (while disliked: the keys the feed counts dislikes by, feed/dislikes.ts),
 *     likedAt, dislikedAt, favoritedAt  (null while off; the "My ..." lists order by them),
 *     lastAction {type, at} (the server's double-click guard, see applyReaction), updatedAt }
 *   Read by its owner only; written only by the API.
 *
 * products/{id}/linkReports/{uid}: one broken-link report per member ({uid, reason,
 *   createdAt}); the product gets brokenReportsCount + 1 and flagged: true in the same
 *   transaction. Admins read reports; nobody writes from a client.
 *
 * Comments, replies and their reports: see comments/comments.ts.
 */
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
  /**
   * True once moderation removed the product: it no longer counts in the feed, so its
   * dislike no longer counts against the feed's count (dislikedKeys emptied). The reaction
   * itself is kept.
   */
  unlisted?: boolean;
  /**
   * While disliked and listed: the product's filter keys and EVERY_PRODUCT_KEY, so the feed
   * counts a member's dislikes a filter selects in one aggregation (feed/dislikes.ts).
   */
  dislikedKeys: string[];
}

export interface LinkReportDoc<T = unknown> {
  uid: string;
  reason: string | null;
  createdAt: T;
}
