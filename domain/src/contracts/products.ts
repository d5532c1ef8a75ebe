// /api/products and /api/fav: the feed, the member's lists and the card actions.
import type { ProductView } from '../products/views';

/** GET /api/products. Cursors page exactly; `page` is echoed, `pages` = ceil(total / limit). */
export interface FeedPage {
  products: ProductView[];
  pages: number;
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * GET /api/products?q=: the feed's shape, ranked by relevance (search/search.ts) and paged by
 * number (no cursors). `capped`: more products hold the query's rarest word than one search
 * ranks (LIMITS.searchScanMax, most liked first), so a less liked match may be missing.
 */
export interface SearchPage extends FeedPage {
  capped: boolean;
}

/**
 * GET /api/products/count: how many approved products a feed filter selects (with `before`, how
 * many of them come before that product in the filter's order): Home's page numbers and a focus
 * link's page, without a client-side count() of the catalogue. The same for every visitor; a
 * member who hides tags or categories (feed/hidden.ts) asks with their token and gets the count
 * without the products they hide.
 */
export interface FeedCountAnswer {
  total: number;
  /** False only when the member's hidden names could not be counted exactly (feed/hidden.ts). */
  exact: boolean;
}

/** GET and PUT /api/users/me/filters: the tags and categories the member hides. */
export interface HiddenFiltersAnswer {
  hiddenTags: string[];
  hiddenCategories: string[];
}

/** GET /api/products/liked, /disliked and /api/fav/me/favorites (and /mine, with its total). */
export interface ProductListPage {
  products: ProductView[];
  nextCursor: string | null;
}

/** GET /api/products/mine: a page of the member's approved submissions and how many there are. */
export interface MyProductsPage extends ProductListPage {
  total: number;
}

/** POST /api/products/{id}/like and /dislike: the member's state and the new counts. */
export interface LikeAnswer {
  liked: boolean;
  disliked: boolean;
  likesCount: number;
  dislikesCount: number;
}

/** POST /api/products/{id}/favorite */
export interface FavoriteAnswer {
  favorite: boolean;
  favoritesCount: number;
}

/** POST /api/products/{id}/rate: the product's new average and number of ratings. */
export interface RateAnswer {
  average: number;
  count: number;
}

/** POST /api/products/{id}/report-link, and the comment and reply reports. */
export interface ReportAnswer {
  reported: true;
}
