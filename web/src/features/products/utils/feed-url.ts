/**
 * The home feed's state in the URL, so a view can be shared and Back works:
 *   categories=a,b   up to 3 category names (comma-separated)
 *   tags=x,y         up to 5 tags, unique ignoring case
 *   mode=all         tags must ALL match (default: any, left out)
 *   sort=mostLiked   latest (default, left out) | mostLiked | mostCommented | mostFavored | topRated
 *                    | trending (most likes in the last 7 days, then newer)
 *   page=3           the page number shown (1 is left out), or 'last' for the last page
 *   after=<cursor>   page reached with Next: it starts after this boundary (sort value~id)
 *   before=<cursor>  page reached with Prev: it ends before this boundary
 *   focus=<id>       scroll to this product's card and highlight it for 3 s; when the page
 *                    shown does not hold it, Home opens the page that does, or the product's
 *                    own page if the view cannot show it (use-feed-focus.ts)
 * A numbered page other than 1 needs its cursor; without one the feed falls back to page 1.
 */
import {
  DEFAULT_FEED_FILTER,
  decodeCursor,
  parseFeedFilter,
  type FeedCursor,
  type FeedFilter,
} from '@xmates/domain';

export type FeedTarget =
  | { kind: 'first' }
  | { kind: 'after'; cursor: FeedCursor }
  | { kind: 'before'; cursor: FeedCursor }
  | { kind: 'last' };

export interface FeedLocation {
  filter: FeedFilter;
  /** The page number the URL claims (null for 'last', known once the count is in). */
  page: number | null;
  target: FeedTarget;
  focus: string | null;
  /** page > 1 without a usable cursor: the view must fall back to page 1. */
  needsFallback: boolean;
}

/** A link target inside the feed: the page and the boundary it is reached from. */
export type PageLink =
  | { page: 1 }
  | { page: number; after: string }
  | { page: number; before: string }
  | { page: 'last' };

export function readFeedLocation(params: URLSearchParams): FeedLocation {
  const filter = parseFeedFilter({
    categories: params.get('categories'),
    tags: params.get('tags'),
    tagMode: params.get('mode'),
    sort: params.get('sort'),
  });
  const focus = params.get('focus')?.trim() || null;
  const rawPage = params.get('page');
  if (rawPage === 'last') {
    return { filter, page: null, target: { kind: 'last' }, focus, needsFallback: false };
  }
  const page = /^\d{1,7}$/.test(rawPage ?? '') ? Number(rawPage) : 1;
  const after = decodeCursor(params.get('after'));
  const before = decodeCursor(params.get('before'));
  const first = { filter, page: 1, target: { kind: 'first' } as const, focus };
  if (page <= 1) return { ...first, needsFallback: false };
  if (after)
    return { filter, page, target: { kind: 'after', cursor: after }, focus, needsFallback: false };
  if (before) {
    return {
      filter,
      page,
      target: { kind: 'before', cursor: before },
      focus,
      needsFallback: false,
    };
  }
  return { ...first, needsFallback: true };
}

/** The query string of a feed view ('' for the default view). Defaults are left out. */
export function feedSearch(
  filter: FeedFilter,
  link: PageLink = { page: 1 },
  focus: string | null = null,
): string {
  const params = new URLSearchParams();
  if (filter.categories.length > 0) params.set('categories', filter.categories.join(','));
  if (filter.tags.length > 0) params.set('tags', filter.tags.join(','));
  if (filter.tagMode !== DEFAULT_FEED_FILTER.tagMode) params.set('mode', filter.tagMode);
  if (filter.sort !== DEFAULT_FEED_FILTER.sort) params.set('sort', filter.sort);
  if (link.page !== 1) params.set('page', String(link.page));
  if ('after' in link) params.set('after', link.after);
  if ('before' in link) params.set('before', link.before);
  if (focus) params.set('focus', focus);
  const search = params.toString();
  // Keep commas and the cursor's '~' readable: both are safe in a query value.
  return search ? `?${search.replace(/%2C/gi, ',').replace(/%7E/gi, '~')}` : '';
}

/** A stable key of what the filter selects (sort excluded): the page count's cache key. */
export function filterKey(filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>): string {
  const norm = (items: string[]) => items.map((i) => i.trim().toLowerCase()).sort();
  return JSON.stringify([norm(filter.categories), norm(filter.tags), filter.tagMode]);
}
