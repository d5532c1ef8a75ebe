// The largest product the API accepts must stay well inside production's limit of 40,000 index
// entries per document, and a reaction must not rewrite more than a bounded number of them.
// The emulator enforces neither, so this computes both from firestore.indexes.json (composite
// indexes and field overrides) and the domain's own document builder and key generator.
import { describe, expect, it } from 'vitest';
import indexConfig from '../../../firestore.indexes.json';
import { LIMITS } from '../core/constants';
import { productFilterKeys } from '../feed/filter-keys';
import { INDEX_BUDGET, productIndexReport } from './index-budget';
import { indexEntries, rewrittenEntries, type IndexConfig } from './index-entries';

// The domain compiles without Node or DOM types; vitest runs this file in Node.
declare const console: { info(message: string): void };

describe('index entries of the largest product', () => {
  const report = productIndexReport(indexConfig);

  it('stays within the budget', () => {
    console.info(
      `largest product (${LIMITS.productCategoriesMax} category, ${LIMITS.productTagsMax} tags, ` +
        `${report.filterKeys} filter keys, ${report.searchTokens} search tokens): ` +
        `${report.entries} index entries ` +
        `(budget ${INDEX_BUDGET.document}, production limit 40000)`,
    );
    expect(report.entries).toBeLessThanOrEqual(INDEX_BUDGET.document);
  });

  it('has a figure for every reaction', () => {
    expect(report.writes.map((w) => w.name)).toEqual([
      'like',
      'dislike',
      'dislike after a like',
      'favorite',
      'rate',
      're-rate',
      'trending refresh',
    ]);
  });

  for (const { name, rewritten } of report.writes) {
    it(`rewrites at most ${INDEX_BUDGET.reaction} entries on a ${name}`, () => {
      console.info(
        `${name}: ${rewritten} index entries rewritten (budget ${INDEX_BUDGET.reaction})`,
      );
      expect(rewritten).toBeGreaterThan(0);
      expect(rewritten).toBeLessThanOrEqual(INDEX_BUDGET.reaction);
    });
  }

  it("keeps a member's dislike of it within the budgets", () => {
    const { entries, rewritten } = report.dislike;
    console.info(
      `a dislike of it: ${entries} index entries on the reaction, ${rewritten} rewritten by ` +
        `disliking (budgets ${INDEX_BUDGET.document} and ${INDEX_BUDGET.reaction})`,
    );
    expect(rewritten).toBeGreaterThan(report.filterKeys);
    expect(entries).toBeLessThanOrEqual(INDEX_BUDGET.document);
    expect(rewritten).toBeLessThanOrEqual(INDEX_BUDGET.reaction);
  });

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
