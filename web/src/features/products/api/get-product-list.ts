// The member's lists (liked, disliked, favorites) from the API, newest first, with a cursor
// for "Load more". The age-gate header decides whether 18+ images and links come back.
import { useCallback, useEffect, useState } from 'react';
import type { ProductListPage } from '@xmates/domain';
import { api, isAbortError } from '@/lib/api-client';
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

interface ListState {
  status: 'loading' | 'ready' | 'error';
  items: ListItem[];
  nextCursor: string | null;
  loadingMore: boolean;
}

/** First page on mount (and when the gate or the list changes), then loadMore() appends. */
export function useProductList(kind: ProductListKind, gateAccepted: boolean) {
  const request = `${kind}:${gateAccepted}`;
  const [state, setState] = useState<ListState & { request: string }>({
    request: '',
    status: 'loading',
    items: [],
    nextCursor: null,
    loadingMore: false,
  });

  useEffect(() => {
    const controller = new AbortController();
    getProductList(kind, null, controller.signal).then(
      ({ items, nextCursor }) =>
        setState({ request, status: 'ready', items, nextCursor, loadingMore: false }),
      (err: unknown) => {
        // Spec: list load failures fall back to empty lists.
        if (!isAbortError(err)) {
          setState({ request, status: 'error', items: [], nextCursor: null, loadingMore: false });
        }
      },
    );
    return () => controller.abort();
  }, [kind, request]);

  const current = state.request === request ? state : null;
  const cursor = current?.nextCursor ?? null;
  const loadMore = useCallback(() => {
    if (!cursor) return;
    setState((s) => ({ ...s, loadingMore: true }));
    getProductList(kind, cursor).then(
      ({ items, nextCursor }) =>
        setState((s) =>
          s.request === request
            ? { ...s, items: [...s.items, ...items], nextCursor, loadingMore: false }
            : s,
        ),
      () => setState((s) => ({ ...s, loadingMore: false })),
    );
  }, [kind, cursor, request]);

  return {
    status: current?.status ?? 'loading',
    items: current?.items ?? [],
    hasMore: Boolean(cursor),
    loadingMore: current?.loadingMore ?? false,
    loadMore,
  };
}
