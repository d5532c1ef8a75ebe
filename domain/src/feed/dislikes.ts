/**
 * Home never shows a product its viewer disliked, and its page count is exact: the feed's
 * count() minus the viewer's disliked products that the filter selects. So that this second
 * count is one cheap aggregation, whatever the number of dislikes, a disliked reaction carries
 * `dislikedKeys`: its product's filter keys (filter-keys.ts) plus EVERY_PRODUCT_KEY. The
 * member's dislikes a filter selects are then one count() over one array-contains-any on
 * users/{uid}/reactions, served by that field's single-field index (no composite index). A
 * reaction that is not a dislike, or whose product moderation removed (it left the feed's
 * count too), carries none. The API's feed counts so; the SPA, which may not count a member's
 * reactions (the rules cap every list), subtracts from the dislike list it reads once a session.
 */
import { feedFilterKeys, productFilterKeys } from './filter-keys';
import type { FeedFilter } from './filter';

export const DISLIKED_KEYS_FIELD = 'dislikedKeys';

/** Held by every disliked reaction: the key an unfiltered feed counts by. */
export const EVERY_PRODUCT_KEY = 'all';

export interface DislikeSource {
  disliked: boolean;
  unlisted?: boolean;
  categories: readonly string[];
  tags: readonly string[];
}

/** The dislikedKeys a reaction stores (none unless it is a dislike of a listed product). */
export function dislikedKeys(reaction: DislikeSource): string[] {
  if (!reaction.disliked || reaction.unlisted === true) return [];
  return [EVERY_PRODUCT_KEY, ...productFilterKeys(reaction.categories, reaction.tags)];
}

/** The keys whose array-contains-any selects the dislikes a filter's feed would show. */
export function dislikedCountKeys(
  filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>,
): string[] {
  return feedFilterKeys(filter) ?? [EVERY_PRODUCT_KEY];
}

/** The most values one `in` filter takes: the longest window one round checks. */
export const WINDOW_MAX = 30;

/**
 * How many products the next round of a page reads, `kept` of the `read` so far being shown:
 * what is still wanted, scaled by the share the viewer hid so far (so a member who hid many
 * needs fewer rounds), at most WINDOW_MAX.
 */
export function nextWindowSize(wanted: number, read: number, kept: number): number {
  const need = wanted - kept;
  const scaled = kept > 0 ? Math.ceil((need * read) / kept) : read > 0 ? need * 2 : need;
  return Math.max(1, Math.min(WINDOW_MAX, scaled));
}
