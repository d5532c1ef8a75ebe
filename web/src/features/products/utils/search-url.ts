/**
 * The search page's state in the URL, so a search can be shared and Back works:
 *   q=vintage tape   the query as typed
 *   categories, tags, mode   the feed's filters (feed-url.ts), combined with the query
 *   page=2           the page number (1 is left out); results are ranked, so pages are numbered
 */
import { DEFAULT_FEED_FILTER, parseFeedFilter, type FeedFilter } from '@xmates/domain';
import { paths } from '@/config/paths';

export interface SearchLocation {
  q: string;
  /** The feed's filter; its sort is unused (search ranks by relevance). */
  filter: FeedFilter;
  page: number;
}

export function readSearchLocation(params: URLSearchParams): SearchLocation {
  const filter = parseFeedFilter({
    categories: params.get('categories'),
    tags: params.get('tags'),
    tagMode: params.get('mode'),
  });
  const rawPage = params.get('page') ?? '';
  return {
    q: params.get('q') ?? '',
    filter,
    page: /^\d{1,7}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1,
  };
}

/** The link of a search view; defaults are left out. */
export function searchHref({ q, filter, page }: SearchLocation): string {
  const params = new URLSearchParams({ q });
  if (filter.categories.length > 0) params.set('categories', filter.categories.join(','));
  if (filter.tags.length > 0) params.set('tags', filter.tags.join(','));
  if (filter.tagMode !== DEFAULT_FEED_FILTER.tagMode) params.set('mode', filter.tagMode);
  if (page > 1) params.set('page', String(page));
  return `${paths.search.path}?${params.toString().replace(/%2C/gi, ',')}`;
}
