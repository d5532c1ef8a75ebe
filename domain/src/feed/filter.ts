/** What a visitor filters and sorts the feed by, as the URL and the API query carry it. */
import { LIMITS } from '../core/constants';
import { nameKey } from '../core/text';

export const SORTS = [
  'latest',
  'mostLiked',
  'mostCommented',
  'mostFavored',
  'topRated',
  'trending',
] as const;
export type Sort = (typeof SORTS)[number];

export const TAG_MODES = ['any', 'all'] as const;
export type TagMode = (typeof TAG_MODES)[number];

export interface FeedFilter {
  categories: string[];
  tags: string[];
  tagMode: TagMode;
  sort: Sort;
}

export const DEFAULT_FEED_FILTER: FeedFilter = {
  categories: [],
  tags: [],
  tagMode: 'any',
  sort: 'latest',
};

/** Parses and bounds feed parameters from a URL or an API query; bad values become defaults. */
export function parseFeedFilter(params: {
  categories?: string | null;
  tags?: string | null;
  tagMode?: string | null;
  sort?: string | null;
}): FeedFilter {
  const list = (raw: string | null | undefined) =>
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && s.length <= LIMITS.submitTagLengthMax);
  const uniqueIgnoringCase = (items: string[]) => {
    const seen = new Set<string>();
    return items.filter((i) => !seen.has(nameKey(i)) && seen.add(nameKey(i)));
  };
  const sort = SORTS.find((s) => s === params.sort) ?? DEFAULT_FEED_FILTER.sort;
  const tagMode = TAG_MODES.find((m) => m === params.tagMode) ?? DEFAULT_FEED_FILTER.tagMode;
  return {
    categories: uniqueIgnoringCase(list(params.categories)).slice(0, LIMITS.maxFilterCategories),
    tags: uniqueIgnoringCase(list(params.tags)).slice(0, LIMITS.maxFilterTags),
    tagMode,
    sort,
  };
}
