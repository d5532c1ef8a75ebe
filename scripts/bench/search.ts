/**
 * Search benchmark over the generated catalogue (default 10,000 products, shared with feed.ts).
 * From a sample of titles it picks the most common title word, a word on about 1% of
 * products, a rare word, two words together, the start of a word, and a word with a category
 * filter; for each, page 1 and page 3 (when there is one), it measures
 *   - the reads of GET /api/products?q=, counted by running the API's own handler in this
 *     process under read-meter.ts (the terms' count()s, the rarest term's candidates up to
 *     LIMITS.searchScanMax, nothing for the page's cards of a visitor);
 *   - the latency of the API call, median of 3 (--calls), emulator on this machine.
 * Run: npm run with-emulators -- npx tsx scripts/bench/search.ts [--count N] [--calls N]
 * The emulator scans the token arrays instead of using the index: over 10,000 products a call
 * takes about 20 s there (--calls 1 keeps that run short); production serves it from the index.
 */
import {
  COLLECTIONS,
  LIMITS,
  adultAccess,
  normalisedWords,
  parseSearchQuery,
  type FeedFilter,
  type SearchPage,
} from '@xmates/domain';
import { searchProducts, type SearchRequest } from '@xmates/functions/handlers/search';
import { newAddress } from '@xmates/tests/api';
import { PAGE, db, ensureCatalogue } from './feed-catalogue';
import { median, numberArg } from './options';
import { installReadMeter, metered } from './read-meter';

const URL_BASE = process.env.XMATES_URL ?? 'http://127.0.0.1:5000';
const CALLS = numberArg('calls', 3);

const visitor = {
  uid: null,
  access: adultAccess('declaration', { signedIn: false, declared: true, ageVerified: false }),
};

type Filter = Pick<FeedFilter, 'categories' | 'tags' | 'tagMode'>;
const NO_FILTER: Filter = { categories: [], tags: [], tagMode: 'any' };

function request(q: string, filter: Filter, page: number): SearchRequest {
  const terms = parseSearchQuery(q);
  if (!terms.ok) throw new Error(`${q}: ${terms.error}`);
  return { terms: terms.value, filter, page, limit: PAGE };
}

async function apiMs(q: string, filter: Filter, page: number): Promise<number> {
  const params = new URLSearchParams({ q, page: String(page), limit: String(PAGE) });
  if (filter.categories.length > 0) params.set('categories', filter.categories.join(','));
  const started = performance.now();
  const res = await fetch(`${URL_BASE}/api/products?${params}`, {
    headers: { 'x-forwarded-for': newAddress() },
  });
  const body = (await res.json()) as SearchPage;
  if (!res.ok) throw new Error(`GET /api/products?q=${q}: ${res.status} ${JSON.stringify(body)}`);
  return performance.now() - started;
}

installReadMeter(db);
await ensureCatalogue(numberArg('count', 10_000));
const total = (await db.collection(COLLECTIONS.products).count().get()).data().count;
const sample = (
  await db.collection(COLLECTIONS.products).select('title', 'categories').limit(3000).get()
).docs;
const counts = new Map<string, number>();
for (const doc of sample) {
  for (const w of new Set(normalisedWords(String(doc.get('title'))))) {
    if (w.length >= 4) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
}
const byCount = [...counts].sort((a, b) => b[1] - a[1]);
const nearShare = (share: number) =>
  byCount.reduce((best, w) =>
    Math.abs(w[1] / sample.length - share) < Math.abs(best[1] / sample.length - share) ? w : best,
  )[0];
const common = byCount[0]?.[0] ?? 'golden';
const mid = nearShare(0.01);
const rare = nearShare(0.001);
const categories: unknown = sample[0]?.get('categories');
const category = Array.isArray(categories) ? String(categories[0]) : '';

const queries: { label: string; q: string; filter: Filter }[] = [
  { label: 'most common title word', q: common, filter: NO_FILTER },
  { label: 'a word on ~1%', q: mid, filter: NO_FILTER },
  { label: 'a rare word', q: rare, filter: NO_FILTER },
  { label: 'two words', q: `${common} ${mid}`, filter: NO_FILTER },
  { label: 'start of a word', q: mid.slice(0, 4), filter: NO_FILTER },
  { label: 'a word + 1 category', q: common, filter: { ...NO_FILTER, categories: [category] } },
];

console.log(`\nCatalogue: ${total} products; search ranks at most ${LIMITS.searchScanMax}`);
console.log('| query | q | page | of | matches | capped | cards | reads | API median ms |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { label, q, filter } of queries) {
  const first = await searchProducts(request(q, filter, 1), visitor);
  for (const page of [...new Set([1, Math.min(3, Math.max(1, first.pages))])]) {
    const { result, reads } = await metered(() =>
      searchProducts(request(q, filter, page), visitor),
    );
    const times: number[] = [];
    for (let i = 0; i < CALLS; i += 1) times.push(await apiMs(q, filter, page));
    console.log(
      `| ${label} | ${q} | ${page} | ${result.pages} | ${result.total} | ${result.capped ? 'yes' : 'no'} | ` +
        `${result.products.length} | ${reads} | ${median(times).toFixed(0)} |`,
    );
  }
}
process.exit(0);
