import { describe, expect, it } from 'vitest';
import { HIDDEN_LIMITS, hiddenCountKeys, hidesProduct } from './hidden';
import { HIDDEN_MESSAGES } from './hidden-messages';
import { productFilterKeys, productMatches } from './filter-keys';
import { hiddenFiltersBody } from './requests';
import type { FeedFilter } from './filter';

const CATEGORIES = ['Amateur', 'Couples', 'Solo'];
const TAGS = ['beach', 'night', 'pov', 'retro', 'outdoor', 'slow', 'toys', 'fast'];

/** A fixed pseudo-random catalogue (mulberry32), every product with 1 category and 0–6 tags. */
function catalogue(size: number) {
  let seed = 7;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: size }, () => ({
    categories: [CATEGORIES[Math.floor(random() * CATEGORIES.length)] ?? 'Solo'],
    tags: TAGS.filter(() => random() < 0.35).slice(0, 6),
  }));
}

const products = catalogue(400).map((p) => ({
  ...p,
  keys: new Set(productFilterKeys(p.categories, p.tags)),
}));

/** What the one count() of the keys finds over the catalogue. */
function countedByKeys(
  filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>,
  hidden: Parameters<typeof hiddenCountKeys>[1],
) {
  const { keys, exact } = hiddenCountKeys(filter, hidden);
  const total = products.filter((p) => keys.some((k) => p.keys.has(k))).length;
  return { total, exact };
}

const truth = (
  filter: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>,
  hidden: Parameters<typeof hiddenCountKeys>[1],
) => products.filter((p) => productMatches(p, filter) && hidesProduct(hidden, p)).length;

const FILTERS: Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>[] = [
  { categories: [], tags: [], tagMode: 'any' },
  { categories: ['Couples'], tags: [], tagMode: 'any' },
  { categories: [], tags: ['pov'], tagMode: 'any' },
  { categories: ['Amateur', 'Solo'], tags: ['night', 'beach'], tagMode: 'any' },
  { categories: ['amateur'], tags: ['NIGHT', 'beach'], tagMode: 'all' },
];

const HIDDEN = [
  { hiddenTags: ['beach'], hiddenCategories: [] },
  { hiddenTags: [], hiddenCategories: ['Couples'] },
  { hiddenTags: ['Night', 'toys'], hiddenCategories: ['solo'] },
  { hiddenTags: ['pov'], hiddenCategories: ['Amateur', 'Couples'] },
];

describe('hiddenCountKeys', () => {
  for (const filter of FILTERS) {
    for (const hidden of HIDDEN) {
      it(`counts exactly ${JSON.stringify(filter)} hiding ${JSON.stringify(hidden)}`, () => {
        const counted = countedByKeys(filter, hidden);
        expect(counted.exact).toBe(true);
        expect(counted.total).toBe(truth(filter, hidden));
      });
    }
  }

  it('keeps the limits within one array-contains-any on Home, a category and a tag', () => {
    const hidden = {
      hiddenTags: Array.from({ length: HIDDEN_LIMITS.tagsMax }, (_, i) => `tag${i}`),
      hiddenCategories: Array.from({ length: HIDDEN_LIMITS.categoriesMax }, (_, i) => `cat${i}`),
    };
    for (const filter of FILTERS.slice(0, 3)) {
      const keys = hiddenCountKeys(filter, hidden);
      expect(keys.keys.length).toBeLessThanOrEqual(30);
      expect(keys.exact).toBe(true);
    }
  });

  it('counts whole names within 30 keys and says when some did not fit', () => {
    const filter = {
      categories: ['Amateur', 'Solo'],
      tags: ['night', 'beach'],
      tagMode: 'any' as const,
    };
    const hidden = {
      hiddenTags: TAGS.filter((t) => t !== 'night' && t !== 'beach'),
      hiddenCategories: [],
    };
    const keys = hiddenCountKeys(filter, hidden);
    expect(keys.exact).toBe(true);
    const many = {
      hiddenTags: Array.from({ length: 12 }, (_, i) => `t${i}`),
      hiddenCategories: [],
    };
    const partial = hiddenCountKeys(filter, many);
    // Four filter keys a name: seven names fit in 30 keys, the other five are left out.
    expect(partial.keys).toHaveLength(28);
    expect(partial.exact).toBe(false);
  });

  it('cannot key a sixth tag beside an all-filter of five, and says so', () => {
    const filter = { categories: [], tags: TAGS.slice(0, 5), tagMode: 'all' as const };
    expect(hiddenCountKeys(filter, { hiddenTags: ['fast'], hiddenCategories: [] }).exact).toBe(
      false,
    );
    expect(hiddenCountKeys(filter, { hiddenTags: ['beach'], hiddenCategories: [] }).exact).toBe(
      true,
    );
  });
});

describe('hiddenFiltersBody', () => {
  it('keeps one spelling of each name and refuses past the limits', () => {
    expect(hiddenFiltersBody.parse({ hiddenTags: [' pov ', 'POV'], hiddenCategories: [] })).toEqual(
      {
        hiddenTags: ['pov'],
        hiddenCategories: [],
      },
    );
    const tooMany = hiddenFiltersBody.safeParse({
      hiddenTags: Array.from({ length: HIDDEN_LIMITS.tagsMax + 1 }, (_, i) => `t${i}`),
      hiddenCategories: [],
    });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(HIDDEN_MESSAGES.tooManyTags);
    expect(hiddenFiltersBody.safeParse({ hiddenTags: [], hiddenCategories: [''] }).success).toBe(
      false,
    );
    expect(hiddenFiltersBody.safeParse({ hiddenTags: [] }).success).toBe(false);
  });
});
