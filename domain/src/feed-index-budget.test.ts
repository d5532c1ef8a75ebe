// The largest product the API accepts must stay well inside production's limit of 40,000 index
// entries per document, and a reaction must not rewrite more than a bounded number of them.
// The emulator enforces neither, so this computes both from firestore.indexes.json (composite
// indexes and field overrides) and the domain's own document builder and key generator.
import { describe, expect, it } from 'vitest';
import indexConfig from '../../firestore.indexes.json';
import { COLLECTIONS } from './collections';
import { LIMITS, RESPONSIVE_WIDTHS } from './constants';
import type { ProductDoc } from './documents';
import { productFilterKeys } from './feed';
import { indexEntries, rewrittenEntries, type IndexConfig } from './index-entries';
import { newProductDoc } from './product-doc';
import { applyRating, applyReaction, type ReactionAction } from './reactions';

// The domain compiles without Node or DOM types; vitest runs this file in Node.
declare const console: { info(message: string): void };

/** Half of production's hard limit of 40,000. */
const DOCUMENT_BUDGET = 20_000;
const REACTION_BUDGET = 2_000;

const config: IndexConfig = indexConfig;
const text = (length: number, seed: string) => seed.repeat(length).slice(0, length);

/** Every field at its largest: the most tags and categories, the longest texts, 12 images. */
function worstCaseProduct(): ProductDoc<Date> {
  const image = {
    src: `https://media.example.com/${text(180, 'i')}.webp`,
    srcset: RESPONSIVE_WIDTHS.map((w) => `https://media.example.com/${w}.webp ${w}w`).join(', '),
    width: 1024,
    height: 768,
  };
  return newProductDoc({
    slug: text(120, 's'),
    title: text(LIMITS.submitTitleMax, 't'),
    description: text(LIMITS.submitDescriptionMax, 'd'),
    categories: Array.from({ length: LIMITS.productCategoriesMax }, (_, i) =>
      text(LIMITS.adminNameMax, `c${i}`),
    ),
    tags: Array.from({ length: LIMITS.productTagsMax }, (_, i) =>
      text(LIMITS.submitTagLengthMax, `tag${i}-`),
    ),
    images: Array.from({ length: LIMITS.maxProductImages }, () => image),
    isAdultsOnly: true,
    owner: { uid: text(28, 'u'), displayName: text(LIMITS.displayNameMax, 'n') },
    counts: { likes: 120, dislikes: 7, favorites: 40, comments: 12 },
    ratings: { count: 30, sum: 120 },
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
}

type Change = Partial<Record<'likesCount' | 'dislikesCount' | 'favoritesCount', number>>;

/** The product after a reaction, with the counters the API moves in its transaction. */
function afterReaction(
  doc: ProductDoc<Date>,
  current: { liked: boolean; disliked: boolean; favorite: boolean },
  action: ReactionAction,
) {
  const { deltas } = applyReaction(current, null, action, 0);
  const moved: Change = {};
  for (const [field, delta] of Object.entries(deltas) as [keyof Change, number][]) {
    if (delta !== 0) moved[field] = doc[field] + delta;
  }
  return { ...doc, ...moved };
}

const neutral = { liked: false, disliked: false, favorite: false };

describe('index entries of the largest product', () => {
  const doc = worstCaseProduct();
  const entries = indexEntries(config, COLLECTIONS.products, doc).length;

  it('stays within the budget', () => {
    console.info(
      `worst-case product (${LIMITS.productCategoriesMax} category, ${LIMITS.productTagsMax} ` +
        `tags, ${doc.filterKeys.length} filter keys): ${entries} index entries ` +
        `(budget ${DOCUMENT_BUDGET}, production limit 40000)`,
    );
    expect(entries).toBeLessThanOrEqual(DOCUMENT_BUDGET);
  });

  const writes: [string, object][] = [
    ['like', afterReaction(doc, neutral, 'like')],
    ['dislike', afterReaction(doc, neutral, 'dislike')],
    ['dislike after a like', afterReaction(doc, { ...neutral, liked: true }, 'dislike')],
    ['favorite', afterReaction(doc, neutral, 'favorite')],
    ['rate', { ...doc, ...applyRating(doc.rating, null, 5) }],
    ['re-rate', { ...doc, ...applyRating(doc.rating, 4, 1) }],
  ];
  for (const [name, after] of writes) {
    it(`rewrites at most ${REACTION_BUDGET} entries on a ${name}`, () => {
      const rewritten = rewrittenEntries(config, COLLECTIONS.products, doc, after);
      console.info(`${name}: ${rewritten} index entries rewritten (budget ${REACTION_BUDGET})`);
      expect(rewritten).toBeGreaterThan(0);
      expect(rewritten).toBeLessThanOrEqual(REACTION_BUDGET);
    });
  }

  it('cannot be exceeded: more tags or categories are refused by the key generator', () => {
    const tags = Array.from({ length: LIMITS.productTagsMax + 1 }, (_, i) => `t${i}`);
    expect(() => productFilterKeys(['c'], tags)).toThrow(RangeError);
    const categories = Array.from({ length: LIMITS.productCategoriesMax + 1 }, (_, i) => `c${i}`);
    expect(() => productFilterKeys(categories, ['t'])).toThrow(RangeError);
  });
});

describe('the index-entry model', () => {
  const plain: IndexConfig = { indexes: [] };

  it('counts two entries per scalar, and for arrays both orders plus one per distinct element', () => {
    expect(indexEntries(plain, 'c', { a: 1, b: 'x' })).toHaveLength(4);
    expect(indexEntries(plain, 'c', { list: ['x', 'y', 'x'] })).toHaveLength(2 + 2);
    expect(indexEntries(plain, 'c', { map: { a: 1, b: { c: 2 } } })).toHaveLength(2 + 2 + 2 + 2);
  });

  it('drops exempted fields and their subfields', () => {
    const exempt: IndexConfig = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'c', fieldPath: 'map', indexes: [] }],
    };
    expect(indexEntries(exempt, 'c', { map: { a: 1, b: [1, 2] }, n: 1 })).toHaveLength(2);
  });

  it('multiplies a composite index by the distinct elements of its array field', () => {
    const composite: IndexConfig = {
      indexes: [
        {
          collectionGroup: 'c',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'keys', arrayConfig: 'CONTAINS' },
            { fieldPath: 'n', order: 'DESCENDING' },
            { fieldPath: '__name__', order: 'DESCENDING' },
          ],
        },
        {
          collectionGroup: 'c',
          queryScope: 'COLLECTION',
          fields: [{ fieldPath: 'missing', order: 'ASCENDING' }],
        },
      ],
      fieldOverrides: [{ collectionGroup: 'c', fieldPath: 'keys', indexes: [] }],
    };
    const before = { keys: ['a', 'b', 'c'], n: 1 };
    expect(indexEntries(composite, 'c', before)).toHaveLength(2 + 3);
    expect(rewrittenEntries(composite, 'c', before, { ...before, n: 2 })).toBe(2 + 3);
  });
});
