// GET /api/products?q=: one page of search results, ranked by the API (domain search/search.ts).
// Like the member lists, the API decides whether 18+ images and links come back (age-gate
// header, the member's token), and the page is read again when useAdultAccess changes.
import { LIMITS, type FeedFilter, type SearchPage, type SearchTerms } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { ageGateHeaders } from '@/stores/age-gate-store';
import { cardFromView } from '../types';
import type { ListItem } from './get-product-list';

export interface SearchRequest {
  terms: SearchTerms;
  filter: FeedFilter;
  page: number;
  /** What the viewer may see: a change reads the page again. */
  access: string;
  /** What the member hides, by version: a save reads the page again (the API applies it). */
  hiddenVersion: number;
}

export interface LoadedSearch {
  items: ListItem[];
  total: number;
  pages: number;
  capped: boolean;
}

export async function searchProducts(
  { terms, filter, page }: SearchRequest,
  signal?: AbortSignal,
): Promise<LoadedSearch> {
  const answer = await api.get<SearchPage>('/products', {
    query: {
      q: terms.q,
      categories: filter.categories.join(',') || undefined,
      tags: filter.tags.join(',') || undefined,
      tagMode: filter.tags.length > 0 ? filter.tagMode : undefined,
      page: page > 1 ? page : undefined,
      limit: LIMITS.feedPageSize,
    },
    headers: ageGateHeaders(),
    signal,
  });
  return {
    items: answer.products.map((v) => ({ product: cardFromView(v), viewer: v.viewer })),
    total: answer.total,
    pages: answer.pages,
    capped: answer.capped,
  };
}

/** The page of `request` (memoised by the caller; null while it must wait). */
export function useSearchResults(request: SearchRequest | null) {
  return useAsync(request, searchProducts);
}
