import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { TAG_MODES } from './filter';
import { feedFilterKeys, productFilterKeys, productMatches } from './filter-keys';

const mulberry = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const CATS = ['Amateur', 'Couples', 'Vintage', 'Solo', 'Outdoor'];
const TAGS = ['4k', 'HD', '#throwback', 'Beach', 'Night', 'Indie', 'Classic', 'Pov', 'Slow', 'Fun'];

function pick<T>(rand: () => number, items: readonly T[], n: number): T[] {
  return [...items].sort(() => rand() - 0.5).slice(0, n);
}

describe('feed filter keys', () => {
  it('match exactly the products the filter predicate selects, for random combinations', () => {
    const rand = mulberry(42);
    const products = Array.from({ length: 300 }, () => {
      const categories = pick(rand, CATS, 1 + Math.floor(rand() * LIMITS.productCategoriesMax));
      const tags = pick(rand, TAGS, Math.floor(rand() * (LIMITS.productTagsMax + 1)));
      return { categories, tags, keys: new Set(productFilterKeys(categories, tags)) };
    });
    for (let round = 0; round < 400; round += 1) {
      const filter = {
        categories: pick(rand, CATS, Math.floor(rand() * 4)),
        tags: pick(rand, TAGS, Math.floor(rand() * 6)),
        tagMode: TAG_MODES[Math.floor(rand() * 2)] ?? 'any',
      };
      const keys = feedFilterKeys(filter);
      for (const p of products) {
        const viaKeys = keys === null || keys.some((k) => p.keys.has(k));
        expect(viaKeys).toBe(productMatches(p, filter));
      }
    }
  }, 30_000); // 300 products × random filters: seconds on a loaded machine

  it('compares tags and categories ignoring case and surrounding spaces', () => {
    const keys = new Set(productFilterKeys(['Vintage'], ['HD', 'Beach']));
    const wanted = feedFilterKeys({
      categories: [' vintage '],
      tags: ['beach', 'hd'],
      tagMode: 'all',
    });
    expect(wanted?.some((k) => keys.has(k))).toBe(true);
  });

  it('stays within the limits of one array-contains-any query (30 values)', () => {
    const filter = {
      categories: CATS.slice(0, 3),
      tags: TAGS.slice(0, 5),
      tagMode: 'any' as const,
    };
    expect(feedFilterKeys(filter)).toHaveLength(15);
    expect(feedFilterKeys({ ...filter, tagMode: 'all' })).toHaveLength(3);
    expect(feedFilterKeys({ categories: [], tags: [], tagMode: 'any' })).toBeNull();
  });

  it('bounds the keys of the largest product (1 category, 8 tags)', () => {
    const tags = Array.from({ length: LIMITS.productTagsMax }, (_, i) => `tag-${i}`);
    // 1 category key, then each of the 218 tag subsets of size 1..5 alone and with the category.
    expect(productFilterKeys(CATS.slice(0, 1), tags)).toHaveLength(1 + 2 * 218);
  });
});
