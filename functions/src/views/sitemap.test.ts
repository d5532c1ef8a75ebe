// The sitemap's files: the index of the parts, the public pages' part, a products' part; and
// the bound that keeps a full part under the protocol's 50 MB, from the worst entry the view
// can write.
import { describe, expect, it } from 'vitest';
import {
  SITEMAP_LOC_MAX_BYTES,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  SITE_ORIGIN_MAX_LENGTH,
  productPath,
} from '@xmates/domain';
import {
  SITEMAP_PAGES,
  pagesSitemapXml,
  productsSitemapXml,
  sitemapIndexXml,
  type SitemapProduct,
} from './sitemap';

const ORIGIN = 'https://xmates.example';
/** The longest origin siteOrigin() takes (config.test.ts). */
const LONGEST_ORIGIN = `https://${'a'.repeat(253)}:65535`;
const DAY = new Date('2025-09-01T10:20:30.456Z');

const bytes = (text: string) => Buffer.byteLength(text);
const urls = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

/** What a file writes besides its entries. */
const ENVELOPE = bytes(productsSitemapXml(ORIGIN, []).xml);
/** The most a product's `<url>` entry writes: its markup, the longest `<loc>`, a day. */
const ENTRY_MAX =
  bytes(`  <url><loc></loc><lastmod>${DAY.toISOString().slice(0, 10)}</lastmod></url>\n`) +
  SITEMAP_LOC_MAX_BYTES;

/** A product whose `<loc>` under `origin` is `locBytes` long as written. */
function productOfLoc(origin: string, locBytes: number): SitemapProduct {
  const slug = 'a'.repeat(locBytes - bytes(`${origin}${productPath('')}`));
  return { slug, lastModified: DAY };
}

describe('the public pages’ part', () => {
  it('lists the indexable public pages, no member page', () => {
    const xml = pagesSitemapXml(ORIGIN);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const path of SITEMAP_PAGES) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/faq</loc>`);
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/products/');
  });
});

describe('a products’ part', () => {
  it('lists the products, escaped, with the day of their last change', () => {
    const { xml, leftOut } = productsSitemapXml(ORIGIN, [
      { slug: 'a&b', lastModified: DAY },
      { slug: 'plain', lastModified: null },
    ]);
    expect(leftOut).toBe(0);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${ORIGIN}/products/a%26b</loc><lastmod>2025-09-01</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/products/plain</loc></url>`);
    expect(xml).not.toContain('/faq');
  });

  it('leaves out a <loc> longer than SITEMAP_LOC_MAX_BYTES, and nothing else', () => {
    const { xml, leftOut } = productsSitemapXml(ORIGIN, [
      productOfLoc(ORIGIN, SITEMAP_LOC_MAX_BYTES),
      productOfLoc(ORIGIN, SITEMAP_LOC_MAX_BYTES + 1),
      // Escaped as written: each ' is &apos;, six bytes.
      { slug: "'".repeat(SITEMAP_LOC_MAX_BYTES / 6), lastModified: null },
    ]);
    expect(leftOut).toBe(2);
    expect(urls(xml)).toBe(1);
  });

  it('names the longest real product URL: the longest origin and a slug of 87 characters', () => {
    // slugify's 80 characters and create-product's `-` and 6 hex digits.
    const slug = `${'a'.repeat(80)}-${'f'.repeat(6)}`;
    expect(LONGEST_ORIGIN).toHaveLength(SITE_ORIGIN_MAX_LENGTH);
    const { leftOut } = productsSitemapXml(LONGEST_ORIGIN, [{ slug, lastModified: DAY }]);
    expect(leftOut).toBe(0);
  });

  it('stays under 50 MB with 50,000 of the longest entries it writes', () => {
    // The bound: every entry at most ENTRY_MAX bytes.
    expect(ENTRY_MAX).toBe(954);
    expect(SITEMAP_MAX_URLS * ENTRY_MAX + ENVELOPE).toBeLessThan(SITEMAP_MAX_BYTES);
    // A full part of them, as written.
    const worst = productOfLoc(LONGEST_ORIGIN, SITEMAP_LOC_MAX_BYTES);
    const { xml, leftOut } = productsSitemapXml(
      LONGEST_ORIGIN,
      Array.from({ length: SITEMAP_MAX_URLS + 1 }, () => worst),
    );
    expect(leftOut).toBe(0);
    expect(urls(xml)).toBe(SITEMAP_MAX_URLS);
    expect(bytes(xml)).toBe(SITEMAP_MAX_URLS * ENTRY_MAX + ENVELOPE);
    expect(bytes(xml)).toBeLessThan(SITEMAP_MAX_BYTES);
  });
});

describe('the index', () => {
  it('names the public pages’ part, then each products’ part with its last change', () => {
    const xml = sitemapIndexXml(ORIGIN, [DAY, null]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = [...xml.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map((m) => m[1]);
    expect(entries).toEqual([
      `<loc>${ORIGIN}/sitemaps/pages.xml</loc>`,
      `<loc>${ORIGIN}/sitemaps/products-1.xml</loc><lastmod>2025-09-01T10:20:30Z</lastmod>`,
      `<loc>${ORIGIN}/sitemaps/products-2.xml</loc>`,
    ]);
  });
});
