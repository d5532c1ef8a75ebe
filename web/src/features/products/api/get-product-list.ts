// The member's lists (liked, disliked, favorites, their approved submissions) from the API,
// newest first, with a cursor for the next page. The API decides whether 18+ images and links
// come back, from the age-gate header and the member's token (its age claim in verified mode);
// the list is read again when the SPA's decision (useAdultAccess) changes.
import type { FeedPage, MyProductsPage, ProductListPage, ProductView } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAdultAccess } from '@/components/age-assurance/use-adult-access';
import { useAsync } from '@/lib/use-async';
import { useLoadMore } from '@/lib/use-load-more';
import { ageGateHeaders } from '@/stores/age-gate-store';
import { useSessionStore } from '@/stores/session-store';
import { cardFromView, type CardProduct, type ViewerState } from '../types';

export type ProductListKind = 'liked' | 'disliked' | 'favorites' | 'mine';

const PATHS: Record<ProductListKind, string> = {
  liked: '/products/liked',
  disliked: '/products/disliked',
  favorites: '/fav/me/favorites',
  mine: '/products/mine',
};

export const LIST_PAGE_SIZE = 12;

export interface ListItem {
  product: CardProduct;
  viewer: ViewerState | undefined;
}

/** A page of a member list as the SPA shows it: cards with the viewer's state. */
export interface LoadedList {
  items: ListItem[];
  nextCursor: string | null;
  /** How many the whole list holds, where the API says (mine). */
  total: number | null;
}

const loaded = (products: ProductView[], nextCursor: string | null, total?: number) => ({
  items: products.map((v) => ({ product: cardFromView(v), viewer: v.viewer })),
  nextCursor,
  total: typeof total === 'number' ? total : null,
});

/**
 * GET /api/products/mine failed: the spec's fallback, the feed by the member's (lower-cased)
 * e-mail. The spec's last fallback (the latest feed, keeping the member's own products) is
 * not possible: no public answer says who submitted a product, so it would list nothing.
 */
async function getMineFallback(
  after: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<LoadedList> {
  const user = useSessionStore.getState().user;
  if (!user?.email) return loaded([], null, 0);
  const page = await api.get<FeedPage>('/products', {
    headers: ageGateHeaders(),
    signal,
    query: {
      ownerEmail: user.email.toLowerCase(),
      approved: 'true',
      limit,
      after: after ?? undefined,
    },
  });
  return loaded(page.products, page.nextCursor, page.total);
}

export async function getProductList(
  kind: ProductListKind,
  after: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<LoadedList> {
  try {
    const page = await api.get<ProductListPage & Partial<MyProductsPage>>(PATHS[kind], {
      query: { limit, after: after ?? undefined },
      headers: ageGateHeaders(),
      signal,
    });
    return loaded(page.products, page.nextCursor ?? null, page.total);
  } catch (err) {
    if (kind !== 'mine' || signal?.aborted) throw err;
    return getMineFallback(after, limit, signal);
  }
}

/**
 * First page on mount (and when what the viewer may see or the list changes), then loadMore()
 * appends the next `limit` items.
 */
export function useProductList(kind: ProductListKind, limit: number = LIST_PAGE_SIZE) {
  const access = useAdultAccess();
  const request = `${kind}:${access.images}:${access.links}`;
  // Spec: list load failures fall back to empty lists.
  const list = useAsync(request, (_, signal) => getProductList(kind, null, limit, signal));
  const { mutate } = list;
  /** The next page of `request`: on its way, or failed (loadMore() tries again). */
  const more = useLoadMore();
  const cursor = list.data?.nextCursor ?? null;
  const loadMore = () => {
    if (!cursor) return;
    more.load(
      request,
      () => getProductList(kind, cursor, limit),
      ({ items, nextCursor }) =>
        mutate((page) => ({ ...page, items: [...page.items, ...items], nextCursor })),
    );
  };

  return {
    status: list.status,
    items: list.data?.items ?? [],
    total: list.data?.total ?? null,
    hasMore: Boolean(cursor),
    loadingMore: more.loading(request),
    moreFailed: more.failed(request),
    loadMore,
  };
}
