/**
 * The feed's query design. Firestore has no array-contains-all and allows one array filter per
 * query, so every product carries `filterKeys`: one key per category, per non-empty subset of
 * its tags of at most five (the filter limit), and per category × subset. Any filter the feed
 * offers (≤3 categories × ≤5 tags, any or all) then becomes ONE array-contains-any over at most
 * 15 keys, ordered by one sort field: exact results, exact pages, one composite index per sort
 * and direction. A product with one category and t tags carries 1 + 2·S(t) keys, S(t) being the
 * number of its tag subsets of size 1 to 5: 437 at the 8-tag limit.
 */
import { LIMITS, SORTS, TAG_MODES, type Sort, type TagMode } from './constants';
import { DOCUMENT_ID_PATTERN } from './document-ids';
import { nameKey } from './text';

/** cyrb53: a fast 53-bit string hash, base-36 encoded; keeps keys short whatever the tag. */
export function shortHash(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < value.length; i += 1) {
    const ch = value.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const categoryPart = (category: string) => `c:${shortHash(nameKey(category))}`;
const tagSetPart = (tags: readonly string[]) =>
  `t:${[...new Set(tags.map((t) => shortHash(nameKey(t))))].sort().join('.')}`;

/** All subsets of `items` with 1..maxSize elements. */
function subsets<T>(items: readonly T[], maxSize: number): T[][] {
  const out: T[][] = [];
  const walk = (start: number, current: T[]) => {
    for (let i = start; i < items.length; i += 1) {
      const next = [...current, items[i] as T];
      out.push(next);
      if (next.length < maxSize) walk(i + 1, next);
    }
  };
  walk(0, []);
  return out;
}

/**
 * The filterKeys of a product (see the file comment). Their number grows with the subsets of
 * the product's tags, so a product beyond LIMITS.productTagsMax tags or
 * LIMITS.productCategoriesMax categories is refused here, whoever writes it: past those bounds
 * the product would break its index-entry budget in production.
 */
export function productFilterKeys(
  categories: readonly string[],
  tags: readonly string[],
): string[] {
  const cats = [...new Set(categories.map(nameKey))].filter(Boolean);
  const uniqueTags = [...new Set(tags.map(nameKey))].filter(Boolean);
  if (uniqueTags.length > LIMITS.productTagsMax || cats.length > LIMITS.productCategoriesMax) {
    throw new RangeError(
      `A product has at most ${LIMITS.productTagsMax} tags and ${LIMITS.productCategoriesMax} ` +
        `category (got ${uniqueTags.length} and ${cats.length}).`,
    );
  }
  const tagSets = subsets(uniqueTags, LIMITS.maxFilterTags).map(tagSetPart);
  const keys = new Set<string>();
  for (const c of cats) keys.add(categoryPart(c));
  for (const t of tagSets) {
    keys.add(t);
    for (const c of cats) keys.add(`${categoryPart(c)}|${t}`);
  }
  return [...keys];
}

/** The feed's own error texts (GET /api/products). */
export const FEED_MESSAGES = {
  ownListOnly: 'You can only list the products submitted with your own e-mail address.',
  ownListUnfiltered: 'A list by ownerEmail cannot be filtered by categories or tags.',
} as const;

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

/** The product field each sort orders by (descending, then by document id). */
export const SORT_FIELDS: Record<Sort, string> = {
  latest: 'createdAt',
  mostLiked: 'likesCount',
  mostCommented: 'commentsCount',
  mostFavored: 'favoritesCount',
  topRated: 'score',
};

/**
 * The keys to match with array-contains-any, or null when nothing is filtered.
 * A product matches when it holds at least one of them.
 */
export function feedFilterKeys(
  filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>,
): string[] | null {
  const cats = filter.categories.map(categoryPart);
  const tagParts =
    filter.tags.length === 0
      ? []
      : filter.tagMode === 'all'
        ? [tagSetPart(filter.tags)]
        : filter.tags.map((t) => tagSetPart([t]));
  if (cats.length === 0 && tagParts.length === 0) return null;
  if (tagParts.length === 0) return cats;
  if (cats.length === 0) return [...new Set(tagParts)];
  return [...new Set(cats.flatMap((c) => tagParts.map((t) => `${c}|${t}`)))];
}

/** Does a product match a filter? The same predicate the keys implement, for local checks. */
export function productMatches(
  product: { categories: readonly string[]; tags: readonly string[] },
  filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>,
): boolean {
  const cats = new Set(product.categories.map(nameKey));
  const tags = new Set(product.tags.map(nameKey));
  const catOk =
    filter.categories.length === 0 || filter.categories.some((c) => cats.has(nameKey(c)));
  const wanted = filter.tags.map(nameKey);
  const tagOk =
    wanted.length === 0 ||
    (filter.tagMode === 'all' ? wanted.every((t) => tags.has(t)) : wanted.some((t) => tags.has(t)));
  return catOk && tagOk;
}

/**
 * topRated score: a Bayesian average that pulls few votes toward a prior of 3 stars with the
 * weight of 5 votes, so one 5-star vote (score 3.33) ranks below forty 4.5-star votes (4.33).
 */
export const RATING_PRIOR = { mean: 3, weight: 5 } as const;
export function bayesianScore(sum: number, count: number): number {
  const score = (RATING_PRIOR.mean * RATING_PRIOR.weight + sum) / (RATING_PRIOR.weight + count);
  return Math.round(score * 10_000) / 10_000;
}

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

/**
 * The shape of the one Firestore query a feed page needs, independent of the SDK: both the SPA
 * (web SDK) and the API (Admin SDK) build their query from it, and a test checks that every
 * shape has a composite index in firestore.indexes.json.
 */
export interface FeedQueryShape {
  /** approved == true: the rules only let visitors read approved products. */
  equals: { field: 'approved'; value: true };
  anyOf: { field: 'filterKeys'; values: string[] } | null;
  orderBy: [{ field: string; direction: 'desc' }, { field: '__name__'; direction: 'desc' }];
}

export function feedQueryShape(filter: FeedFilter): FeedQueryShape {
  const keys = feedFilterKeys(filter);
  return {
    equals: { field: 'approved', value: true },
    anyOf: keys ? { field: 'filterKeys', values: keys } : null,
    orderBy: [
      { field: SORT_FIELDS[filter.sort], direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ],
  };
}

/** A page boundary: the sort value (dates as epoch ms) and the document id. */
export interface FeedCursor {
  value: number;
  id: string;
}

export function encodeCursor(cursor: FeedCursor): string {
  return `${cursor.value}~${cursor.id}`;
}

export function decodeCursor(raw: string | null | undefined): FeedCursor | null {
  const match = new RegExp(`^(-?\\d+(?:\\.\\d+)?)~(${DOCUMENT_ID_PATTERN})$`).exec(raw ?? '');
  if (!match) return null;
  return { value: Number(match[1]), id: match[2] as string };
}

/**
 * The fields of a product derived from its categories, tags and ratings. Whoever writes a
 * product (API, seed) takes them from here, so the feed's keys and scores never drift.
 */
export function productDerivedFields(input: {
  categories: readonly string[];
  tags: readonly string[];
  ratingSum: number;
  ratingCount: number;
}) {
  const { ratingSum: sum, ratingCount: count } = input;
  return {
    category: input.categories[0] ?? '',
    categoryKeys: input.categories.map(nameKey),
    tagKeys: input.tags.map(nameKey),
    filterKeys: productFilterKeys(input.categories, input.tags),
    rating: { average: count > 0 ? Math.round((sum / count) * 100) / 100 : 0, count, sum },
    score: bayesianScore(sum, count),
  };
}
