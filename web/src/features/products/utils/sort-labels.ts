import type { Sort } from '@xmates/domain';

/** Friendly names of the feed's sort orders, in the order the menu offers them. */
export const SORT_LABELS: Record<Sort, string> = {
  latest: 'Latest',
  mostLiked: 'Most liked',
  mostCommented: 'Most commented',
  mostFavored: 'Most favorited',
  topRated: 'Top rated',
  trending: 'Trending this week',
};
