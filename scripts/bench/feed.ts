/**
 * Feed benchmark over a generated catalogue (default 10,000 products). For five filters
 * (none; 1 category; 3 categories + 5 tags, any; the same, all; 5 tags, all, matching about 1%
 * of products), every sort, page 1 and page 20 (or the last page when fewer exist), it measures
 *   - the documents one page reads: the page query (the same shape the SPA and the API build,
 *     limit 6 + 1 to know whether a next page exists) and the count() aggregation;
 *   - the latency of GET /api/products for that page with the cursor the SPA holds there,
 *     median of 3 calls, emulator on this machine.
 * It also prints the index-entry figures of the largest product (domain productIndexReport).
 * Run: npm run with-emulators -- npx tsx scripts/bench/feed.ts [--count N]
 * The Firestore emulator scans array-contains-any instead of using an index, so filtered
 * queries over thousands of products can be slow there: a row that exceeds the time limit is
 * reported as such and the remaining rows of that filter are skipped.
 */
import type { Query } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  INDEX_BUDGET,
  SORTS,
  decodeCursor,
  productFeedShape,
  productIndexReport,
  type FeedFilter,
} from '@xmates/domain';
import indexConfig from '../../firestore.indexes.json';
import { applyShape, cursorOf, cursorValues } from '@xmates/functions/db/query';
import { PAGE, TIME_LIMIT_MS, apiPage, benchFilters, db, ensureCatalogue } from './feed-catalogue';
import { median, numberArg } from './options';

/** Documents read by the page query itself, from the cursor the SPA would hold. */
async function pageReads(filter: FeedFilter, after: string | null): Promise<number> {
  const shape = productFeedShape(filter);
  let query: Query = applyShape(db.collection(COLLECTIONS.products), shape);
  const cursor = decodeCursor(after);
  if (cursor) query = query.startAfter(...cursorValues(shape.orderBy[0].field, cursor));
  return (
    await query
      .select()
      .limit(PAGE + 1)
      .get()
  ).size;
}

/**
 * The `after` cursor the SPA holds on page `page`: that of the last card of the page before,
 * found with one offset query (walking the pages through the API would scan the emulator's
 * arrays once per page).
 */
async function cursorBefore(filter: FeedFilter, page: number): Promise<string | null> {
  if (page <= 1) return null;
  const shape = productFeedShape(filter);
  const field = shape.orderBy[0].field;
  const query = applyShape(db.collection(COLLECTIONS.products), shape);
  const [last] = (
    await query
      .offset((page - 1) * PAGE - 1)
      .limit(1)
      .get()
  ).docs;
  return last ? cursorOf(last, field, 'next') : null;
}

async function measure(filter: FeedFilter, targetPage: number) {
  const first = await apiPage(filter, null);
  const page = Math.min(targetPage, Math.max(1, first.body.pages));
  const after = await cursorBefore(filter, page);
  const calls = [await apiPage(filter, after), await apiPage(filter, after)];
  calls.push(await apiPage(filter, after));
  const [answer] = calls;
  return {
    page,
    pages: first.body.pages,
    total: first.body.total,
    shown: answer?.body.products.length ?? 0,
    reads: await pageReads(filter, after),
    ms: median(calls.map((c) => c.ms)),
  };
}

await ensureCatalogue(numberArg('count', 10_000));
const chosen = await benchFilters();
const report = productIndexReport(indexConfig);
console.log(
  `\nCatalogue: ${(await db.collection(COLLECTIONS.products).count().get()).data().count} products`,
);
console.log(
  `Largest product the API accepts: ${report.filterKeys} filter keys, ${report.entries} index ` +
    `entries (budget ${INDEX_BUDGET.document}); rewritten per reaction: ` +
    report.writes.map((w) => `${w.name} ${w.rewritten}`).join(', ') +
    ` (budget ${INDEX_BUDGET.reaction}); a member's dislike of it: ${report.dislike.entries} ` +
    `entries, ${report.dislike.rewritten} rewritten`,
);
console.log(
  `Widest filter: categories ${chosen.categories.join(', ')}; tags ${chosen.tags.join(', ')}`,
);
console.log(
  `Rare filter: tags ${chosen.rareTags.join(', ')} (all of them on ` +
    `${(chosen.rareShare * 100).toFixed(2)}% of a 3,000-product sample)\n`,
);
console.log(
  '| filter | sort | page | of | matches | cards | docs read by the page query | + count() | API median ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const filters = [
  { label: 'none', categories: [], tags: [], tagMode: 'any' as const },
  {
    label: '1 category',
    categories: chosen.categories.slice(0, 1),
    tags: [],
    tagMode: 'any' as const,
  },
  { label: '3 cats + 5 tags, any', ...chosen, tagMode: 'any' as const },
  { label: '3 cats + 5 tags, all', ...chosen, tagMode: 'all' as const },
  { label: '5 tags, all (~1%)', categories: [], tags: chosen.rareTags, tagMode: 'all' as const },
];
for (const { label, categories, tags, tagMode } of filters) {
  let emulatorTooSlow = false;
  for (const sort of SORTS) {
    for (const target of [1, 20]) {
      if (emulatorTooSlow) {
        console.log(
          `| ${label} | ${sort} | ${target} | skipped: the emulator exceeded the time limit above |`,
        );
        continue;
      }
      try {
        const r = await measure({ categories, tags, tagMode, sort }, target);
        const countReads = Math.max(1, Math.ceil(r.total / 1000));
        console.log(
          `| ${label} | ${sort} | ${r.page} | ${r.pages} | ${r.total} | ${r.shown} | ${r.reads} | ${countReads} | ${r.ms.toFixed(0)} |`,
        );
      } catch (err) {
        emulatorTooSlow = true;
        console.log(
          `| ${label} | ${sort} | ${target} | emulator did not answer within ${TIME_LIMIT_MS / 1000} s (${String(err)}) |`,
        );
      }
    }
  }
}
process.exit(0);
