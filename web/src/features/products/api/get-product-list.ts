// The member's lists (liked, disliked, favorites, their approved submissions) from the API,
// newest first, with a cursor for the next page. The age-gate header decides whether 18+
// images and links come back.
import { useState } from 'react';
import type { MyProductsPage, ProductListPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { ageGateHeaders } from '@/stores/age-gate-store';
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

export async function getProductList(
  kind: ProductListKind,
  after: string | null,
  limit: number,
  signal?: AbortSignal,
): Promise<LoadedList> {
  const page = await api.get<ProductListPage & Partial<MyProductsPage>>(PATHS[kind], {
    query: { limit, after: after ?? undefined },
    headers: ageGateHeaders(),
    signal,
  });
  return {
    items: (page.products ?? []).map((v) => ({ product: cardFromView(v), viewer: v.viewer })),
    nextCursor: page.nextCursor ?? null,
    total: typeof page.total === 'number' ? page.total : null,
  };
}

/**
 * First page on mount (and when the gate or the list changes), then loadMore() appends the
 * next `limit` items.
 */
export function useProductList(
  kind: ProductListKind,
  gateAccepted: boolean,
  limit: number = LIST_PAGE_SIZE,
) {
  const request = `${kind}:${gateAccepted}`;
  // Spec: list load failures fall back to empty lists.
  const list = useAsync(request, (_, signal) => getProductList(kind, null, limit, signal));
  const { mutate } = list;
  /** The next page of `request`: on its way, or failed (loadMore() tries again). */
  const [more, setMore] = useState<{ request: string; failed: boolean } | null>(null);
  const cursor = list.data?.nextCursor ?? null;
  const loadMore = () => {
    if (!cursor) return;
    setMore({ request, failed: false });
    getProductList(kind, cursor, limit).then(
      ({ items, nextCursor }) => {
        mutate((page) => ({ ...page, items: [...page.items, ...items], nextCursor }));
        setMore(null);
      },
      () => setMore({ request, failed: true }),
    );
  };
  const next = more?.request === request ? more : null;

  return {
    status: list.status,
    items: list.data?.items ?? [],
    total: list.data?.total ?? null,
    hasMore: Boolean(cursor),
    loadingMore: next !== null && !next.failed,
    moreFailed: next?.failed === true,
    loadMore,
  };
}
