// What the feed benchmarks share (feed.ts, feed-dislikes.ts, feed-hidden.ts): the generated catalogue, the
// filters they measure, the API call they time, and the Admin SDK on the emulator.
import { spawnSync } from 'node:child_process';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LIMITS,
  adultAccess,
  decodeCursor,
  nameKey,
  type FeedFilter,
  type FeedPage,
} from '@xmates/domain';
import type { FeedRequest, ListingCaller } from '@xmates/functions/handlers/feed';
import { newAddress } from '@xmates/tests/api';

export const TIME_LIMIT_MS = 60_000;
export const PAGE = LIMITS.feedPageSize;
const URL_BASE = process.env.XMATES_URL ?? 'http://127.0.0.1:5000';
/** The app every Admin SDK call of the benchmark (and the functions' code it runs) uses. */
export const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }));

/** Generates the catalogue (scripts/seed/catalogue.ts) up to `size` products. */
export async function ensureCatalogue(size: number) {
  const products = await db.collection(COLLECTIONS.products).count().get();
  if (products.data().count >= size) return;
  const run = spawnSync('npx', ['tsx', 'scripts/seed/catalogue.ts', '--count', String(size)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

export interface Filters {
  categories: string[];
  tags: string[];
  /** Five tags that all appear together on about 1% of products, and their share. */
  rareTags: string[];
  rareShare: number;
}

/** All subsets of `items` of exactly `size` elements. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/**
 * From a sample of products: the 3 most used categories, the 5 most used tags among their
 * products, and the 5-tag set whose products' share is closest to 1%.
 */
export async function benchFilters(): Promise<Filters> {
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
  const fives = new Map<string, { tags: string[]; count: number }>();
  for (const d of snap.docs) {
    const own = d.get('tags') as string[];
    for (const set of combinations([...own].sort(), 5)) {
      const key = set.map(nameKey).join('|');
      const entry = fives.get(key) ?? { tags: set, count: 0 };
      entry.count += 1;
      fives.set(key, entry);
    }
    if (!(d.get('categories') as string[]).some((c) => categories.includes(c))) continue;
    for (const t of own) tags.set(t, (tags.get(t) ?? 0) + 1);
  }
  const target = snap.size / 100;
  const rare = [...fives.values()].sort(
    (a, b) => Math.abs(a.count - target) - Math.abs(b.count - target),
  )[0];
  return {
    categories,
    tags: top(tags, 5),
    rareTags: rare?.tags ?? [],
    rareShare: rare ? rare.count / snap.size : 0,
  };
}

/** GET /api/products for one page, as `token`'s member when given; the answer and its time. */
export async function apiPage(
  filter: FeedFilter,
  after: string | null,
  token: string | null = null,
): Promise<{ body: FeedPage; ms: number }> {
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
    // An address of its own per call, so the feed's address budget never counts the benchmark.
    headers: {
      'x-forwarded-for': newAddress(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await res.json()) as FeedPage;
  if (!res.ok) throw new Error(`GET /api/products: ${res.status} ${JSON.stringify(body)}`);
  return { body, ms: performance.now() - started };
}

/** The caller a benchmark's in-process listFeed runs as: a member by uid, or a visitor. */
export const benchCaller = (uid: string | null): ListingCaller => ({
  uid,
  // The spec's gate, accepted: what the benchmarks have always measured.
  access: adultAccess('declaration', {
    signedIn: uid !== null,
    declared: true,
    ageVerified: false,
  }),
  email: null,
  isAdmin: false,
});

/** One page of the feed as GET /api/products asks listFeed for it. */
export function feedRequest(
  filter: FeedFilter,
  page: number,
  after: string | null,
  limit: number = PAGE,
): FeedRequest {
  return { filter, page, limit, after: decodeCursor(after), before: null, ownerEmail: null };
}
