// The member's lists (liked, disliked, favorites) from the API, newest first, with a cursor
// for "Load more". The age-gate header decides whether 18+ images and links come back.
import { useState } from 'react';
import type { ProductListPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { ageGateHeaders } from '@/stores/age-gate-store';
import { cardFromView, type CardProduct, type ViewerState } from '../types';

export type ProductListKind = 'liked' | 'disliked' | 'favorites';

const PATHS: Record<ProductListKind, string> = {
  liked: '/products/liked',
  disliked: '/products/disliked',
  favorites: '/fav/me/favorites',
};

export const LIST_PAGE_SIZE = 12;

export interface ListItem {
  product: CardProduct;
  viewer: ViewerState | undefined;
}

export async function getProductList(
  kind: ProductListKind,
  after: string | null,
  signal?: AbortSignal,
): Promise<{ items: ListItem[]; nextCursor: string | null }> {
  const page = await api.get<ProductListPage>(PATHS[kind], {
    query: { limit: LIST_PAGE_SIZE, after: after ?? undefined },
    headers: ageGateHeaders(),
    signal,
  });
  return {
    items: (page.products ?? []).map((v) => ({ product: cardFromView(v), viewer: v.viewer })),
    nextCursor: page.nextCursor ?? null,
  };
}

/** First page on mount (and when the gate or the list changes), then loadMore() appends. */
export function useProductList(kind: ProductListKind, gateAccepted: boolean) {
  const request = `${kind}:${gateAccepted}`;
  // Spec: list load failures fall back to empty lists.
  const list = useAsync(request, (_, signal) => getProductList(kind, null, signal));
  const { mutate } = list;
  /** The request whose next page is on its way. */
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const cursor = list.data?.nextCursor ?? null;
  const loadMore = () => {
    if (!cursor) return;
    setLoadingMore(request);
    getProductList(kind, cursor)
      .then(
        ({ items, nextCursor }) =>
          mutate((page) => ({ items: [...page.items, ...items], nextCursor })),
        // A failed page leaves the list as it is, with Load more to try again.
        () => undefined,
      )
      .finally(() => setLoadingMore(null));
  };

  return {
    status: list.status,
    items: list.data?.items ?? [],
    hasMore: Boolean(cursor),
    loadingMore: loadingMore === request,
    loadMore,
  };
}
