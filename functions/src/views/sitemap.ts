// The sitemap's files (sitemaps.org protocol 0.9): the index of the parts, the public pages'
// part and a part of listed products. A `<loc>` longer than SITEMAP_LOC_MAX_BYTES is left
// out, so no file passes the protocol's 50 MB (sitemap.test.ts).
import {
  INFO_PAGE_KEYS,
  PUBLIC_PAGES,
  SITEMAP_LOC_MAX_BYTES,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES_PATH,
  absoluteUrl,
  productPath,
  sitemapProductsPath,
} from '@xmates/domain';
import { xmlEscape } from './xml';

export interface SitemapProduct {
  slug: string;
  /** The last change, when known. */
  lastModified: Date | null;
}

/** A file and how many of its entries were left out (a `<loc>` over SITEMAP_LOC_MAX_BYTES). */
export interface SitemapFile {
  xml: string;
  leftOut: number;
}

/** Home, the public pages people look for (sign-up, contact, donate), the information pages. */
export const SITEMAP_PAGES = [
  PUBLIC_PAGES.home,
  PUBLIC_PAGES.signup,
  PUBLIC_PAGES.donate,
  PUBLIC_PAGES.contact,
  ...INFO_PAGE_KEYS.map((key) => PUBLIC_PAGES[key]),
].map((page) => page.path);

/** A product's last change, as its entry writes it: the day. */
const day = (date: Date) => date.toISOString().slice(0, 10);
/** A part's last change, as the index writes it: to the second, in UTC. */
const second = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

interface Entry {
  path: string;
  lastmod: string | null;
}

/** The file's entries (`url` or `sitemap`), leaving out any whose `<loc>` is too long. */
function sitemapFile(
  root: 'urlset' | 'sitemapindex',
  origin: string,
  entries: readonly Entry[],
): SitemapFile {
  const tag = root === 'urlset' ? 'url' : 'sitemap';
  const lines: string[] = [];
  for (const { path, lastmod } of entries) {
    const loc = xmlEscape(absoluteUrl(origin, path));
    if (Buffer.byteLength(loc) > SITEMAP_LOC_MAX_BYTES) continue;
    lines.push(
      `  <${tag}><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`,
    );
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</${root}>`,
    '',
  ].join('\n');
  return { xml, leftOut: entries.length - lines.length };
}

/**
 * /sitemap.xml: the public pages' part, then the products' parts in number order, each with its
 * last change when known.
 */
export function sitemapIndexXml(origin: string, partsChanged: readonly (Date | null)[]): string {
  const entries = [
    { path: SITEMAP_PAGES_PATH, lastmod: null },
    ...partsChanged.map((changed, i) => ({
      path: sitemapProductsPath(i + 1),
      lastmod: changed ? second(changed) : null,
    })),
  ];
  return sitemapFile('sitemapindex', origin, entries.slice(0, SITEMAP_MAX_URLS)).xml;
}

/** /sitemaps/pages.xml: the indexable public pages. */
export function pagesSitemapXml(origin: string): string {
  return sitemapFile(
    'urlset',
    origin,
    SITEMAP_PAGES.map((path) => ({ path, lastmod: null })),
  ).xml;
}

/** /sitemaps/products-N.xml: one part's listed products, at most the protocol's 50,000. */
export function productsSitemapXml(
  origin: string,
  products: readonly SitemapProduct[],
): SitemapFile {
  return sitemapFile(
    'urlset',
    origin,
    products.slice(0, SITEMAP_MAX_URLS).map((p) => ({
      path: productPath(p.slug),
      lastmod: p.lastModified ? day(p.lastModified) : null,
    })),
  );
}
