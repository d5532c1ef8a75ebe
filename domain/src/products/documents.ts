/** A product's stored documents. T is the writer's Timestamp type (Admin SDK or web SDK). */

/** One product image: the largest variant as src plus a srcset over the responsive widths. */
export interface ProductImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * products/{id}: an approved (or removed) product, readable by anyone. No e-mail and no
 * outgoing link are stored here: the link lives in watchLinks/{id}, for members only.
 */
export interface ProductDoc<T = unknown> {
  slug: string;
  title: string;
  description: string;
  category: string;
  categories: string[];
  categoryKeys: string[];
  tags: string[];
  tagKeys: string[];
  images: ProductImage[];
  isAdultsOnly: boolean;
  approved: boolean;
  status: 'approved' | 'removed';
  ownerUid: string | null;
  suggestedBy: { id: string; displayName: string } | null;
  likesCount: number;
  dislikesCount: number;
  favoritesCount: number;
  commentsCount: number;
  rating: { average: number; count: number; sum: number };
  /** topRated sort key: bayesianScore(rating.sum, rating.count). */
  score: number;
  /** The feed's query keys: productFilterKeys(categories, tags). */
  filterKeys: string[];
  createdAt: T;
  updatedAt: T;
}

/**
 * Fields broken-link reports and their review add to a product (absent until first reported).
 * A member's report sets flagged, counts it and stamps reportedAt; an admin's approval removes
 * the product (approved false, status 'removed', removedAt) and a rejection clears the reports.
 * Either decision sets flagged false, which takes the product out of the admins' queue.
 */
export interface ProductModerationFields<T = unknown> {
  brokenReportsCount: number;
  flagged: boolean;
  reportedAt: T;
  removedAt: T | null;
}

/**
 * watchLinks/{productId}: the product's outgoing link and its canonical form (canonicalLink).
 * Signed-in members read it; `approved` mirrors the product's, so the rules can keep links of
 * unlisted products from members.
 */
export interface WatchLinkDoc {
  link: string;
  linkKey: string;
  approved: boolean;
}
