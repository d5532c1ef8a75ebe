/**
 * Members' reactions to products as stored. T is the writer's Timestamp type.
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
   * True once moderation removed the product: the feed's dislike filter (which counts a
   * member's dislikes matching a filter to over-fetch by that many) skips it, since the
   * product no longer counts in the feed. The reaction itself is kept.
   */
  unlisted?: boolean;
}

export interface LinkReportDoc<T = unknown> {
  uid: string;
  reason: string | null;
  createdAt: T;
}
