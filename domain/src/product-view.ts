/**
 * A product as the API answers it (GET /api/products and the member lists), the shape of spec
 * section 3 plus what the SPA needs (imageSet with srcset, restricted, viewer). The functions
 * build it in one place (functions/src/lib/product-view.ts).
 */
import type { ProductImage } from './documents';
import type { ViewerState } from './reactions';

export interface ProductView {
  _id: string;
  id: string;
  slug: string;
  title: string;
  description: string;
  /** Image URLs (each image's src); empty while an adults-only product is restricted. */
  images: string[];
  /** The same images with their responsive srcset; empty while restricted. */
  imageSet: ProductImage[];
  category: string;
  categories: string[];
  tags: string[];
  /** The outgoing link: only for a signed-in caller who accepted the age gate, else null. */
  link: string | null;
  isAdultsOnly: boolean;
  /** True when images were withheld because the age gate was not accepted. */
  restricted: boolean;
  createdAt: string | null;
  suggestedBy: { _id: string; id: string; displayName: string } | null;
  likesCount: number;
  dislikesCount: number;
  favoritesCount: number;
  commentsCount: number;
  rating: { average: number; count: number };
  averageRating: number;
  ratingsCount: number;
  /** The caller's own reaction; present only for signed-in callers. */
  viewer?: ViewerState;
}

/** GET /api/products. Cursors page exactly; `page` is echoed, `pages` = ceil(total / limit). */
export interface FeedPage {
  products: ProductView[];
  pages: number;
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** GET /api/products/liked, /disliked, /mine and /api/fav/me/favorites. */
export interface ProductListPage {
  products: ProductView[];
  nextCursor: string | null;
}

/** The request header that says the caller accepted the 18+ age gate. */
export const RAS_HEADER = 'X-RAS-Accepted';
