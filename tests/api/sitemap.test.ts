// The sitemap past one part (docs/public-pages.md#the-sitemap): /sitemap.xml is a sitemap index
// of /sitemaps/pages.xml and the products' parts /sitemaps/products-N.xml, part N naming the
// listed products of the Nth id range that the sitemap job keeps (meta/sitemapParts; run here:
// the emulator fires no schedules). The suite's part size (SITEMAP_PART_SIZE in
// functions/.env.demo-xmates) is a few dozen, so the seeded catalogue fills several parts.
// This is the one file that reads the products' parts: each pages instance keeps a part three
// hours, so a file that had read them before would leave this one copies older than its
// products.
import { Timestamp } from 'firebase-admin/firestore';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES_PATH,
  sitemapPartOf,
  sitemapPieceSize,
  sitemapProductsPath,
  sitemapSplitAt,
  type SitemapPartsDoc,
} from '@xmates/domain';
import { planSitemapParts } from '@xmates/functions/jobs/sitemap-parts';
import { adminDb } from '../support/admin';
import { newAddress } from '../support/api';
import { XMATES_URL, suiteParam } from '../support/env';
import { paths } from '../support/paths';
import { fixtureProduct, removeFixtures } from './product-fixtures';

const PART_SIZE = suiteParam('SITEMAP_PART_SIZE');
const plan = () => planSitemapParts({ partSize: PART_SIZE });

interface Entry {
  loc: string;
  lastmod?: string;
}

/** A sitemap file as fast-xml-parser reads it: an index's entries, or a part's. */
interface SitemapFile {
  sitemapindex?: { '@_xmlns': string; sitemap?: Entry[] };
  urlset?: { '@_xmlns': string; url?: Entry[] };
}

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

interface Fetched {
  status: number;
  type: string | null;
  cache: string | null;
  xml: string;
}

/** A path or an absolute URL of the site, from an address of its own (its own budget). */
async function get(url: string): Promise<Fetched> {
  const res = await fetch(url.startsWith('/') ? `${XMATES_URL}${url}` : url, {
    headers: { 'x-forwarded-for': newAddress() },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    xml: await res.text(),
  };
}

/** A sitemap file, checked to be well-formed XML of the protocol's namespace, then parsed. */
function parse(xml: string): SitemapFile {
  // fast-xml-parser 5 still ships its validator; the package it points to instead
  // (fast-xml-validator) would bring three more parsers into the tree for this one check.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above
  expect(XMLValidator.validate(xml)).toBe(true);
  const file = parser.parse(xml) as SitemapFile;
  expect(file.sitemapindex?.['@_xmlns'] ?? file.urlset?.['@_xmlns']).toBe(XMLNS);
  return file;
}

/** A served sitemap file: 200, XML, kept by the CDN, within both of the protocol's limits. */
function expectSitemapFile(fetched: Fetched, maxUrls: number): SitemapFile {
  expect(fetched.status).toBe(200);
  expect(fetched.type).toMatch(/^application\/xml/);
  expect(fetched.cache).toMatch(/^public, .*s-maxage=\d+/);
  expect(Buffer.byteLength(fetched.xml)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
  const file = parse(fetched.xml);
  expect((file.urlset?.url ?? file.sitemapindex?.sitemap ?? []).length).toBeLessThanOrEqual(
    maxUrls,
  );
  return file;
}

/** The index, and every part it names as served. */
async function readSitemap() {
  const index = expectSitemapFile(await get('/sitemap.xml'), SITEMAP_MAX_URLS);
  const entries = index.sitemapindex?.sitemap ?? [];
  const parts = await Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      urls: expectSitemapFile(await get(entry.loc), PART_SIZE).urlset?.url ?? [],
    })),
  );
  return { entries, parts };
}

/** The product slugs the products' parts name, each as often as it is named. */
const productSlugs = (parts: { urls: Entry[] }[]) =>
  parts
    .flatMap((part) => part.urls)
    .map((url) => /\/products\/([^/]+)$/.exec(url.loc)?.[1])
    .filter((slug) => slug !== undefined)
    .map(decodeURIComponent)
    .sort();

/** Every listed product's slug, from Firestore. */
async function listedSlugs(): Promise<string[]> {
  const listed = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .select('slug')
    .get();
  return listed.docs.map((doc) => String(doc.get('slug') ?? doc.id)).sort();
}

async function storedParts(): Promise<SitemapPartsDoc<Timestamp>> {
  const stored = await adminDb.doc(paths.meta('sitemapParts')).get();
  const data = stored.data() as SitemapPartsDoc<Timestamp> | undefined;
  if (!data) throw new Error('The sitemap job stored no parts.');
  return data;
}

const millis = (at: Timestamp | null) => at?.toMillis() ?? null;

beforeAll(plan);

afterAll(async () => {
  await removeFixtures();
  await plan();
});

describe('the sitemap', () => {
  it('is an index of the public pages’ part and several products’ parts, each a sitemap that answers', async () => {
    const { entries, parts } = await readSitemap();
    const products = entries.slice(1);
    expect(products.length).toBeGreaterThan(1);
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${XMATES_URL}${SITEMAP_PAGES_PATH}`,
      ...products.map((_, i) => `${XMATES_URL}${sitemapProductsPath(i + 1)}`),
    ]);
    for (const entry of products)
      expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The public pages' part names pages, never a product; a products' part only products.
    const [pages, ...productParts] = parts;
    expect(pages?.urls.map((url) => url.loc)).toContain(`${XMATES_URL}/faq`);
    expect(productSlugs(pages ? [pages] : [])).toEqual([]);
    for (const part of productParts) {
      expect(part.urls.length).toBeGreaterThan(0);
      for (const url of part.urls) expect(url.loc).toMatch(new RegExp(`^${XMATES_URL}/products/`));
    }
  });

  it('names every listed product exactly once across its parts, and nothing else', async () => {
    const { parts } = await readSitemap();
    expect(productSlugs(parts)).toEqual(await listedSlugs());
  });

  it.each([
    ['a part past the last', 'past'],
    ['part 0', '0'],
    ['a number written with a leading zero', '01'],
    ['a fraction', '1.5'],
    ['a negative number', '-1'],
    ['a word', 'first'],
  ])('answers 404 to %s, kept by no cache', async (_what, number) => {
    const parts = (await storedParts()).parts.length;
    const path =
      number === 'past' ? sitemapProductsPath(parts + 1) : `/sitemaps/products-${number}.xml`;
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.cache).toBe('no-store');
  });

  it('gets a part that fills up split by the job: new numbers for its pieces, the other parts as they were', async () => {
    const before = await storedParts();
    // Fixtures' ids share a prefix: they all land in one part, which passes four fifths of a part.
    const ids: string[] = [];
    for (let i = 0; i <= sitemapSplitAt(PART_SIZE); i += 1) ids.push(await fixtureProduct());
    const filled = sitemapPartOf(before.parts, ids[0] ?? '');
    expect(ids.every((id) => sitemapPartOf(before.parts, id) === filled)).toBe(true);

    const report = await plan();
    const after = await storedParts();
    expect(report.split).toBe(1);
    expect(after.parts.length).toBeGreaterThan(before.parts.length);
    for (const [i, part] of before.parts.entries()) {
      const now = after.parts[i];
      if (i === filled) {
        // The part keeps its start and its number; its pieces follow the last part.
        expect(now?.from).toBe(part.from);
        expect(millis(now?.lastmod ?? null)).toBeGreaterThan(millis(part.lastmod) ?? 0);
      } else {
        expect(now).toEqual(part);
      }
    }
    for (const part of after.parts)
      expect(part.listed).toBeLessThanOrEqual(sitemapSplitAt(PART_SIZE));
    for (const part of after.parts.slice(before.parts.length)) {
      expect(part.listed).toBeLessThanOrEqual(sitemapPieceSize(PART_SIZE));
    }

    const { entries, parts } = await readSitemap();
    expect(entries).toHaveLength(after.parts.length + 1);
    expect(productSlugs(parts)).toEqual(await listedSlugs());
  });

  it('dates a part by the last change in its range, and no other part', async () => {
    const id = await fixtureProduct();
    await plan();
    const before = await storedParts();
    const changed = sitemapPartOf(before.parts, id);
    // After the run that dated the part by its new count: a later change.
    const at = Timestamp.now();
    await adminDb.doc(paths.product(id)).update({ updatedAt: at });

    await plan();
    const after = await storedParts();
    expect(after.parts.map((part) => millis(part.lastmod))).toEqual(
      before.parts.map((part, i) => (i === changed ? at.toMillis() : millis(part.lastmod))),
    );
    const { entries } = await readSitemap();
    expect(entries[changed + 1]?.lastmod).toBe(
      at
        .toDate()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    );
  });
});
