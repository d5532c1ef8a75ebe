import { DOCUMENT_ID_PATTERN } from '../core/document-ids';
import type { ProductView } from '../products/views';

/** A page boundary: the sort value (dates as epoch ms) and the document id. */
export interface FeedCursor {
  value: number;
  id: string;
}

export function encodeCursor(cursor: FeedCursor): string {
  return `${cursor.value}~${cursor.id}`;
}

export function decodeCursor(raw: string | null | undefined): FeedCursor | null {
  const match = new RegExp(`^(-?\\d+(?:\\.\\d+)?)~(${DOCUMENT_ID_PATTERN})$`).exec(raw ?? '');
  if (!match) return null;
  return { value: Number(match[1]), id: match[2] as string };
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

/** GET /api/products/mine: a page of the member's approved submissions and how many there are. */
export interface MyProductsPage extends ProductListPage {
  total: number;
}
