// The Atom feed's path with the feed's category and tag filters, as a reader subscribes to it:
// the pages function links the feed to itself with it, and Home offers it for its filters.
import type { FeedFilter } from '../feed/filter';

export type AtomFeedFilter = Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>;

/** `/feed.xml` with `category`, `tags` and `tagMode=all` (only when it narrows: 2 tags or more). */
export function atomFeedPath(filter: AtomFeedFilter): string {
  const params: [string, string][] = [];
  if (filter.categories.length > 0) params.push(['category', filter.categories.join(',')]);
  if (filter.tags.length > 0) params.push(['tags', filter.tags.join(',')]);
  if (filter.tags.length > 1 && filter.tagMode === 'all') params.push(['tagMode', 'all']);
  const search = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return search ? `/feed.xml?${search}` : '/feed.xml';
}
