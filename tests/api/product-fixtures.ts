// Products made for one test (written with the Admin SDK, removed afterwards) and a
// brute-force reading of the feed straight from Firestore to compare the API with.
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import {
  SORT_FIELDS,
  newProductOwnerDoc,
  productMatches,
  type FeedFilter,
  type FeedPage,
  type ProductDoc,
  type ProductOwner,
} from '@xmates/domain';
import { adminDb, storedAt } from '../support/admin';
import { api, ownMinute } from '../support/api';
import { docs, productInput } from '../support/documents';
import { paths } from '../support/paths';

const created: string[] = [];
let n = 0;

export interface FixtureOptions {
  title?: string;
  description?: string;
  categories?: string[];
  tags?: string[];
  approved?: boolean;
  isAdultsOnly?: boolean;
  /**
   * The submitter (GET /api/products/mine lists their approved products); a null displayName
   * makes the submission anonymous.
   */
  owner?: Omit<ProductOwner, 'badges'> & { badges?: string[] };
  /** Dated now, so it leads Home's latest feed (the browser tests), instead of in 2001. */
  newest?: boolean;
}

/**
 * An approved product dated in 2001 (unless `newest`), so it sits at the end of the latest
 * feed (other suites read the newest seeded products). Remove with removeFixtures() in afterAll.
 */
export async function fixtureProduct(options: FixtureOptions = {}): Promise<string> {
  n += 1;
  const id = `test-${Date.now().toString(36)}-${n}`;
  const input = productInput({
    slug: id,
    title: options.title,
    description: options.description,
    categories: options.categories,
    tags: options.tags,
    isAdultsOnly: options.isAdultsOnly,
    owner: options.owner ? { badges: [], ...options.owner } : null,
    createdAt: options.newest ? new Date() : new Date(Date.UTC(2001, 0, 1) + n * 1000),
  });
  const approved = options.approved ?? true;
  const batch = adminDb.batch();
  batch.set(adminDb.doc(paths.product(id)), docs.product(input, approved ? 'approved' : 'removed'));
  batch.set(adminDb.doc(paths.watchLink(id)), docs.watchLink(fixtureLink(id), approved));
  const owner = newProductOwnerDoc(input);
  if (owner) batch.set(adminDb.doc(paths.productOwner(id)), { ...owner, approved });
  await batch.commit();
  created.push(id);
  return id;
}

/** The outgoing link of a fixture product (kept in watchLinks, as the API keeps links). */
export const fixtureLink = (id: string) => `https://videos.example.com/${id}`;

export async function removeFixtures(): Promise<void> {
  await Promise.all(
    created
      .splice(0)
      .flatMap((id) => [
        adminDb.recursiveDelete(adminDb.doc(paths.product(id))),
        adminDb.doc(paths.watchLink(id)).delete(),
        adminDb.doc(paths.productOwner(id)).delete(),
      ]),
  );
}

/** A seeded product everyone may see (not adults-only) that members rated, with its id. */
export async function ratedProduct(): Promise<ProductDoc & { id: string }> {
  const found = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .where('isAdultsOnly', '==', false)
    .where('rating.count', '>', 0)
    .limit(1)
    .get();
  const doc = found.docs[0];
  if (!doc) throw new Error('The seed has no rated product.');
  return { id: doc.id, ...(doc.data() as ProductDoc) };
}

export async function storedProduct(id: string) {
  return (await storedAt(paths.product(id))) ?? {};
}

/**
 * Waits for the product's roll-up (a queued task, a few seconds after the reactions) to store
 * `counts` (likesCount, rating, …), and answers the product as stored then.
 */
export async function rolledUp(id: string, counts: Record<string, unknown>) {
  const fields = Object.keys(counts);
  await expect
    .poll(
      async () => {
        const stored = await storedProduct(id);
        return Object.fromEntries(fields.map((f) => [f, stored[f]]));
      },
      { timeout: 20_000, interval: 250 },
    )
    .toEqual(counts);
  return storedProduct(id);
}

interface Row {
  id: string;
  categories: string[];
  tags: string[];
  sortValue: number;
}

/** Every approved product matching the filter, in the feed's order (sort field, then id). */
export async function bruteForceFeed(filter: FeedFilter): Promise<string[]> {
  const field = SORT_FIELDS[filter.sort];
  const snap = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .select('categories', 'tags', field)
    .get();
  const rows: Row[] = snap.docs.map((d) => {
    const raw: unknown = d.get(field);
    const sortValue =
      raw instanceof Timestamp ? raw.seconds * 1e3 + raw.nanoseconds / 1e6 : Number(raw);
    return { id: d.id, categories: d.get('categories'), tags: d.get('tags'), sortValue };
  });
  return rows
    .filter((r) => productMatches(r, filter))
    .sort((a, b) => b.sortValue - a.sortValue || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((r) => r.id);
}

export function feedQuery(filter: Partial<FeedFilter>, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.tagMode) params.set('tagMode', filter.tagMode);
  if (filter.categories?.length) params.set('categories', filter.categories.join(','));
  if (filter.tags?.length) params.set('tags', filter.tags.join(','));
  return `/api/products?${params.toString()}`;
}

/** Follows nextCursor from page 1 to the end; returns every page's ids. */
export async function walkFeed(filter: Partial<FeedFilter>, token?: string) {
  const pages: FeedPage[] = [];
  let after: string | null = null;
  for (let page = 1; page < 100; page += 1) {
    const extra: Record<string, string> = { page: String(page) };
    if (after) extra.after = after;
    // Each page in a minute of its own: a walk is about the pages, not the member's budget.
    const res = await api<FeedPage>('GET', feedQuery(filter, extra), {
      token,
      headers: ownMinute(),
    });
    if (res.status !== 200) throw new Error(`feed ${res.status}: ${JSON.stringify(res.body)}`);
    pages.push(res.body);
    after = res.body.nextCursor;
    if (!after) break;
  }
  return pages;
}

/**
 * Walks the feed as `token` and checks it lists exactly the filter's products but `exclude`, in
 * order, every page full but the last, with the exact total and page count.
 */
export async function expectExactFeed(filter: FeedFilter, token?: string, exclude: string[] = []) {
  const expected = (await bruteForceFeed(filter)).filter((id) => !exclude.includes(id));
  const pages = await walkFeed(filter, token);
  const ids = pages.flatMap((p) => p.products.map((x) => x.id));
  expect(ids).toEqual(expected);
  pages.forEach((p, i) => {
    expect(p.total).toBe(expected.length);
    expect(p.pages).toBe(Math.ceil(expected.length / 6));
    expect(p.page).toBe(i + 1);
    if (i < pages.length - 1) expect(p.products).toHaveLength(6);
  });
  return { expected, pages };
}

export { warmWorkers } from '../support/api';
