/**
 * The feed's query design. Firestore has no array-contains-all and allows one array filter per
 * query, so every product carries `filterKeys`: one key per category, per non-empty subset of
 * its tags of at most five (the filter limit), and per category × subset. Any filter the feed
 * offers (≤3 categories × ≤5 tags, any or all) then becomes ONE array-contains-any over at most
 * 15 keys, ordered by one sort field: exact results, exact pages, one composite index per sort
 * and direction. A product with one category and t tags carries 1 + 2·S(t) keys, S(t) being the
 * number of its tag subsets of size 1 to 5: 437 at the 8-tag limit.
 */
import { LIMITS } from '../core/constants';
import { nameKey } from '../core/text';
import type { FeedFilter } from './filter';

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

/** A filter key's category part and tag-set part (hidden.ts combines them too). */
export const categoryPart = (category: string) => `c:${shortHash(nameKey(category))}`;
export const tagSetPart = (tags: readonly string[]) =>
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
