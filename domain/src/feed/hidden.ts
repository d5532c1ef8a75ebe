/**
 * Hidden tags and categories (Lobsters' filtered tags): a member hides names of the catalogue,
 * and products holding any of them leave their Home (every sort, trending included) and their
 * search results. Visitors and other members are unaffected; nobody but the member reads the
 * list (hiddenFilters/{uid}: the owner gets it, the API writes it).
 *
 * A page leaves them out from the products it reads (their own tags and category: no read of
 * its own), continuing past them as it does past dislikes (visible-run.ts). The page count
 * stays exact: the feed's count() minus one count() of the filter's products that hold a
 * hidden name. Firestore has no "does not contain", but a product's filterKeys hold every tag
 * subset of at most five and each with its category (filter-keys.ts), so "in the filter AND
 * holding hidden name h" is a filter key too: each of the filter's keys combined with h. One
 * array-contains-any takes at most 30 keys, whence the limits: 20 tags and 10 categories make
 * at most 30 keys on the unfiltered Home, on a category and on a tag (one count()). A filter of
 * several keys combined with many hidden names needs more than 30: the names that do not fit
 * are not counted, and the count says it is not exact (HiddenCountKeys); docs/feed.md says so.
 */
import { LIMITS } from '../core/constants';
import { nameKey } from '../core/text';
import { WINDOW_MAX } from './dislikes';
import { categoryPart, tagSetPart } from './filter-keys';
import type { FeedFilter } from './filter';

export const HIDDEN_LIMITS = {
  tagsMax: 20,
  categoriesMax: 10,
} as const;

export interface HiddenFilters {
  hiddenTags: string[];
  hiddenCategories: string[];
}

/** hiddenFilters/{uid}: the owner gets it (the SPA, once a session); the API writes it. */
export interface HiddenFiltersDoc<T = unknown> extends HiddenFilters {
  updatedAt: T;
}

export const NO_HIDDEN_FILTERS: HiddenFilters = { hiddenTags: [], hiddenCategories: [] };

export const hasHiddenFilters = (hidden: HiddenFilters): boolean =>
  hidden.hiddenTags.length > 0 || hidden.hiddenCategories.length > 0;

/** Does `hidden` keep this product (its own tags and category) from the member? */
export function hidesProduct(
  hidden: HiddenFilters,
  product: { tags?: readonly string[]; categories?: readonly string[] },
): boolean {
  const tags = new Set(hidden.hiddenTags.map(nameKey));
  const categories = new Set(hidden.hiddenCategories.map(nameKey));
  return (
    (product.tags ?? []).some((t) => tags.has(nameKey(t))) ||
    (product.categories ?? []).some((c) => categories.has(nameKey(c)))
  );
}

/** One filter key as its parts: an optional category and a set of at most five tags. */
interface KeyParts {
  category: string | null;
  tags: string[];
}

const keyOf = ({ category, tags }: KeyParts): string => {
  if (tags.length === 0) return categoryPart(category ?? '');
  return category === null ? tagSetPart(tags) : `${categoryPart(category)}|${tagSetPart(tags)}`;
};

/** The filter's keys as parts (one empty part when nothing is filtered). */
function filterParts(filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>): KeyParts[] {
  const cats: (string | null)[] = filter.categories.length > 0 ? filter.categories : [null];
  const tagSets: string[][] =
    filter.tags.length === 0
      ? [[]]
      : filter.tagMode === 'all'
        ? [filter.tags]
        : filter.tags.map((t) => [t]);
  return cats.flatMap((category) => tagSets.map((tags) => ({ category, tags })));
}

const same = (a: string, b: string) => nameKey(a) === nameKey(b);

/**
 * The key that selects the filter part's products holding one hidden name: the part's own key
 * when every product of it holds the name, none when none can (a hidden category beside the
 * part's own), and `keyed: false` when the tag set would pass five (no product holds such a key).
 */
function combined(
  part: KeyParts,
  hidden: { tag?: string; category?: string },
): { key: string | null; keyed: boolean } {
  if (hidden.category !== undefined) {
    if (part.category === null) {
      return { key: keyOf({ category: hidden.category, tags: part.tags }), keyed: true };
    }
    return { key: same(part.category, hidden.category) ? keyOf(part) : null, keyed: true };
  }
  const tag = hidden.tag ?? '';
  if (part.tags.some((t) => same(t, tag))) return { key: keyOf(part), keyed: true };
  const tags = [...part.tags, tag];
  if (tags.length > LIMITS.maxFilterTags) return { key: null, keyed: false };
  return { key: keyOf({ category: part.category, tags }), keyed: true };
}

/**
 * The most hidden products one count() counts (a limit on the query, so it bills at most this
 * many documents' entries): past it, the count says so (`exact: false`). A member hiding more
 * than this of one view sees "page x of y" from a total that is a little high; the pages
 * themselves still leave every hidden product out.
 */
export const HIDDEN_COUNT_MAX = 5_000;

export interface HiddenCountKeys {
  /** At most 30 filter keys, one array-contains-any: the filter's products holding a hidden name. */
  keys: string[];
  /**
   * False when some hidden names did not fit in the 30 keys (a filter of several keys combined
   * with many names) or have no key (a sixth tag beside an all-filter of five): those are not
   * counted, and the total is a little high.
   */
  exact: boolean;
}

/** The filterKeys whose one count() is the filter's products the member hides. */
export function hiddenCountKeys(
  filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>,
  hidden: HiddenFilters,
): HiddenCountKeys {
  const parts = filterParts(filter);
  const perName = [
    ...hidden.hiddenTags.map((tag) => ({ tag })),
    ...hidden.hiddenCategories.map((category) => ({ category })),
  ].map((name) => parts.map((part) => combined(part, name)));
  let exact = perName.flat().every((c) => c.keyed);
  const keys = new Set<string>();
  for (const combos of perName) {
    const own = new Set(combos.flatMap((c) => (c.key === null ? [] : [c.key])));
    const added = [...own].filter((k) => !keys.has(k));
    // A name's keys are counted together or not at all.
    if (keys.size + added.length > WINDOW_MAX) {
      exact = false;
      continue;
    }
    for (const k of added) keys.add(k);
  }
  return { keys: [...keys], exact };
}

/**
 * The products a member pages through: the filter's, less those their hidden names keep out,
 * less their dislikes that no hidden name keeps out already (counted once, not twice).
 */
export function visibleTotal(counts: {
  all: number;
  hidden: number;
  disliked: number;
  dislikedAndHidden: number;
}): number {
  return Math.max(0, counts.all - counts.hidden - (counts.disliked - counts.dislikedAndHidden));
}
