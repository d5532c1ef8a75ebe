/**
 * Feed benchmark over a generated catalogue (default 10,000 products): unfiltered and for the
 * widest filters (3 categories + 5 tags, any and all), every sort, page 1 and page 20 (or the
 * last page when fewer exist), it measures
 *   - the documents one page reads: the page query (the same shape the SPA and the API build,
 *     limit 6 + 1 to know whether a next page exists) and the count() aggregation;
 *   - the latency of GET /api/products for that page, reached the way the SPA reaches it
 *     (following nextCursor), median of 5 calls, emulator on this machine.
 * Run: npm run with-emulators -- npx tsx scripts/bench/feed.ts [--count N]
 * The Firestore emulator scans array-contains-any instead of using an index, so filtered
 * queries over thousands of products with many filterKeys can take minutes there: a row that
 * exceeds the time limit is reported as such and the remaining filtered rows are skipped.
 */
import { spawnSync } from 'node:child_process';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Query } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LIMITS,
  SORTS,
  decodeCursor,
  productFeedShape,
  type FeedFilter,
} from '@xmates/domain';
import { applyShape, cursorValues } from '../../functions/src/lib/paging';

const countArg = process.argv.indexOf('--count');
const CATALOGUE = countArg > 0 ? Number(process.argv[countArg + 1]) : 10_000;
const TIME_LIMIT_MS = 60_000;
const PAGE = LIMITS.feedPageSize;
const URL_BASE = process.env.XMATES_URL ?? 'http://127.0.0.1:5000';
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }));

async function ensureCatalogue() {
  const products = await db.collection(COLLECTIONS.products).count().get();
  if (products.data().count >= CATALOGUE) return;
  const run = spawnSync('npx', ['tsx', 'scripts/seed/catalogue.ts', '--count', String(CATALOGUE)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

/** The 3 most used categories and the 5 most used tags among their products. */
async function widestFilter(): Promise<{ categories: string[]; tags: string[] }> {
  const snap = await db
    .collection(COLLECTIONS.products)
    .select('categories', 'tags')
    .limit(3000)
    .get();
  const top = (counts: Map<string, number>, n: number) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k]) => k);
  const cats = new Map<string, number>();
  for (const d of snap.docs)
    for (const c of d.get('categories') as string[]) cats.set(c, (cats.get(c) ?? 0) + 1);
  const categories = top(cats, 3);
  const tags = new Map<string, number>();
  for (const d of snap.docs) {
    if (!(d.get('categories') as string[]).some((c) => categories.includes(c))) continue;
    for (const t of d.get('tags') as string[]) tags.set(t, (tags.get(t) ?? 0) + 1);
  }
  return { categories, tags: top(tags, 5) };
}

interface ApiPage {
  products: { id: string }[];
  pages: number;
  total: number;
  nextCursor: string | null;
}

async function apiPage(
  filter: FeedFilter,
  after: string | null,
): Promise<{ body: ApiPage; ms: number }> {
  const params = new URLSearchParams({
    limit: String(PAGE),
    sort: filter.sort,
    categories: filter.categories.join(','),
    tags: filter.tags.join(','),
    tagMode: filter.tagMode,
  });
  if (after) params.set('after', after);
  const started = performance.now();
  const res = await fetch(`${URL_BASE}/api/products?${params}`, {
    signal: AbortSignal.timeout(TIME_LIMIT_MS),
  });
  const body = (await res.json()) as ApiPage;
  if (!res.ok) throw new Error(`GET /api/products: ${res.status} ${JSON.stringify(body)}`);
  return { body, ms: performance.now() - started };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Documents read by the page query itself, from the cursor the SPA would hold. */
async function pageReads(filter: FeedFilter, after: string | null): Promise<number> {
  const shape = productFeedShape(filter, null);
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

async function measure(filter: FeedFilter, targetPage: number) {
  let after: string | null = null;
  let first = await apiPage(filter, null);
  const lastPage = Math.min(targetPage, Math.max(1, first.body.pages));
  for (let page = 1; page < lastPage; page += 1) {
    after = first.body.nextCursor;
    first = await apiPage(filter, after);
  }
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) times.push((await apiPage(filter, after)).ms);
  return {
    page: lastPage,
    pages: first.body.pages,
    total: first.body.total,
    shown: first.body.products.length,
    reads: await pageReads(filter, after),
    ms: median(times),
  };
}

await ensureCatalogue();
const widest = await widestFilter();
console.log(
  `\nCatalogue: ${(await db.collection(COLLECTIONS.products).count().get()).data().count} products`,
);
console.log(
  `Widest filter: categories ${widest.categories.join(', ')}; tags ${widest.tags.join(', ')}\n`,
);
console.log(
  '| filter | sort | page | of | matches | cards | docs read by the page query | + count() | API median ms |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const filters = [
  { label: 'none', categories: [], tags: [], tagMode: 'any' as const },
  { label: '3 cats + 5 tags, any', ...widest, tagMode: 'any' as const },
  { label: '3 cats + 5 tags, all', ...widest, tagMode: 'all' as const },
];
let emulatorTooSlow = false;
for (const { label, ...filter } of filters) {
  for (const sort of SORTS) {
    for (const target of [1, 20]) {
      if (emulatorTooSlow && filter.tags.length > 0) {
        console.log(
          `| ${label} | ${sort} | ${target} | skipped: the emulator exceeded the time limit above |`,
        );
        continue;
      }
      try {
        const r = await measure({ ...filter, sort }, target);
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
