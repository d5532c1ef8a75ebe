/** A product's stored documents. T is the writer's Timestamp type (Admin SDK or web SDK). */

/** One product image: the largest variant as src plus a srcset over the responsive widths. */
export interface ProductImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * The submitter as a card shows them: a copy of their profile's name and badges, kept current
 * by the profile trigger. An anonymous submission (no display name when it was created) is
 * 'Anonymous' without badges, and stays so whatever name the member chooses later.
 */
export interface ProductSubmitter {
  displayName: string;
  badges: string[];
}

/**
 * products/{id}: an approved (or removed) product, readable by anyone. No e-mail, no account
 * id and no outgoing link are stored here: the link lives in watchLinks/{id}, for members
 * only, and the submitter's uid in productOwners/{id}, server-only.
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
  /** Null when the product has no submitter (seeded without one, or the member was erased). */
  submitter: ProductSubmitter | null;
  likesCount: number;
  dislikesCount: number;
  favoritesCount: number;
  commentsCount: number;
  rating: { average: number; count: number; sum: number };
  /** topRated sort key: bayesianScore(rating.sum, rating.count). */
  score: number;
  /** The feed's query keys: productFilterKeys(categories, tags). */
  filterKeys: string[];
  /** Word prefixes search matches (search/search.ts), exempt from single-field indexes. */
  searchTokens: string[];
  /**
   * Likes received in the last 7 days and the trending sort key (trendingScore(likes,
   * createdAt seconds), feed/trending.ts), written by the trending refresh, not by a like.
   */
  trendingLikes: number;
  trendingScore: number;
  createdAt: T;
  updatedAt: T;
}

/**
 * productTrends/{productId}: when the product's trending fields are due to be counted again
 * (server-only). The roll-up of a change of its likes sets dueAt to now; the trending refresh
 * (functions/src/jobs/trending.ts) takes the documents due, counts the likes of the last 7
 * days (feed/trending.ts), writes the product's trendingLikes and trendingScore, and sets dueAt
 * to when the oldest counted like leaves the window (null with none left).
 */
export interface ProductTrendDoc<T = unknown> {
  dueAt: T | null;
}

/**
 * productOwners/{productId}: who submitted a product, server-only (the default deny). The
 * owner's lists, badge counts, like notices, the submitter copy's updates and a member's
 * erasure find a member's products here; `approved` mirrors the product's.
 */
export interface ProductOwnerDoc<T = unknown> {
  ownerUid: string;
  /** The submitter had no display name: the product's copy stays 'Anonymous'. */
  anonymous: boolean;
  approved: boolean;
  createdAt: T;
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
