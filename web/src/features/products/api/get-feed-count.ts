// How many approved products a filter selects, from GET /api/products/count (the rules cap every
// list the SPA sends, so the SPA counts no filter itself), cached per filter for a few minutes,
// since sorting and paging do not change it and every page of a view needs it for the page
// numbers. Asked signed out: the answer is the same for everyone, and the CDN keeps one copy
// that visitors and members share. A failed call (a 429 included) rejects, as a read does.
import {
  hasHiddenFilters,
  type FeedCountAnswer,
  type FeedFilter,
  type HiddenFilters,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { filterKey } from '../utils/feed-url';

const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; total: Promise<number> }>();

/**
 * GET /api/products/count for a filter (spelled as GET /api/products takes it): its approved
 * products, or with `before` (a product id) how many of them come before that product in the
 * filter's order. The order only matters to a position, so a total leaves the sort out: one
 * CDN copy for every sort. A member who hides tags or categories asks with their token, and the
 * answer leaves out the products they hide (theirs alone, never kept by the CDN).
 */
export async function countFeed(
  filter: FeedFilter,
  hidden: HiddenFilters,
  before?: string,
): Promise<number> {
  const answer = await api.get<FeedCountAnswer>('/products/count', {
    signedOut: !hasHiddenFilters(hidden),
    query: {
      categories: filter.categories.join(',') || undefined,
      tags: filter.tags.join(',') || undefined,
      tagMode: filter.tags.length > 0 ? filter.tagMode : undefined,
      sort: before === undefined ? undefined : filter.sort,
      before,
    },
  });
  return answer.total;
}

export function getFeedCount(filter: FeedFilter, hidden: HiddenFilters): Promise<number> {
  const key = `${filterKey(filter)} ${JSON.stringify(hidden)}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.total;
  const total = countFeed(filter, hidden);
  cache.set(key, { at: Date.now(), total });
  // A failed count is not remembered: the next view asks again.
  total.catch(() => cache.delete(key));
  return total;
}
