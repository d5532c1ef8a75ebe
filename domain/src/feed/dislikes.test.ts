import { describe, expect, it } from 'vitest';
import {
  EVERY_PRODUCT_KEY,
  WINDOW_MAX,
  dislikedCountKeys,
  dislikedKeys,
  nextWindowSize,
} from './dislikes';
import { feedFilterKeys, productFilterKeys } from './filter-keys';

const product = { categories: ['Vintage'], tags: ['Waltz', 'Jazz'] };

describe('dislikedKeys', () => {
  it("holds the product's filter keys and the key every feed counts by, while disliked", () => {
    const keys = dislikedKeys({ disliked: true, ...product });
    expect(keys).toEqual([
      EVERY_PRODUCT_KEY,
      ...productFilterKeys(product.categories, product.tags),
    ]);
  });

  it('is empty for any other reaction and for a product moderation removed', () => {
    expect(dislikedKeys({ disliked: false, ...product })).toEqual([]);
    expect(dislikedKeys({ disliked: true, unlisted: true, ...product })).toEqual([]);
  });

  it('meets the filter keys of exactly the feeds that show the product', () => {
    const keys = new Set(dislikedKeys({ disliked: true, ...product }));
    const selects = (filter: Parameters<typeof dislikedCountKeys>[0]) =>
      dislikedCountKeys(filter).some((k) => keys.has(k));
    expect(dislikedCountKeys({ categories: [], tags: [], tagMode: 'any' })).toEqual([
      EVERY_PRODUCT_KEY,
    ]);
    expect(selects({ categories: [], tags: [], tagMode: 'any' })).toBe(true);
    expect(selects({ categories: ['vintage'], tags: ['jazz', 'tango'], tagMode: 'any' })).toBe(
      true,
    );
    expect(selects({ categories: ['vintage'], tags: ['jazz', 'tango'], tagMode: 'all' })).toBe(
      false,
    );
    expect(selects({ categories: ['Modern'], tags: [], tagMode: 'any' })).toBe(false);
    expect(feedFilterKeys({ categories: ['Modern'], tags: [], tagMode: 'any' })).toEqual(
      dislikedCountKeys({ categories: ['Modern'], tags: [], tagMode: 'any' }),
    );
  });
});

describe('nextWindowSize', () => {
  it('reads what is wanted first, then scales by the share shown so far', () => {
    expect(nextWindowSize(7, 0, 0)).toBe(7);
    expect(nextWindowSize(7, 7, 6)).toBe(2);
    expect(nextWindowSize(7, 7, 1)).toBe(30);
    expect(nextWindowSize(25, 25, 20)).toBe(7);
  });

  it('doubles when nothing was shown yet, within the in filter limit', () => {
    expect(nextWindowSize(7, 7, 0)).toBe(14);
    expect(nextWindowSize(25, 25, 0)).toBe(WINDOW_MAX);
  });
});
