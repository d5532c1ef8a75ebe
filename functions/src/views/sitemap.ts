// sitemap.xml: the indexable public pages and every listed product.
import { INFO_PAGE_KEYS, PUBLIC_PAGES, absoluteUrl, productPath } from '@xmates/domain';
import { xmlEscape } from './xml';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapProduct {
  slug: string;
  /** ISO date of the last change, when known. */
  lastModified: string | null;
}

/** Home, the public pages people look for (sign-up, contact, donate), the information pages. */
export const SITEMAP_PAGES = [
  PUBLIC_PAGES.home,
  PUBLIC_PAGES.signup,
  PUBLIC_PAGES.donate,
  PUBLIC_PAGES.contact,
  ...INFO_PAGE_KEYS.map((key) => PUBLIC_PAGES[key]),
].map((page) => page.path);

export function sitemapXml(origin: string, products: readonly SitemapProduct[]): string {
  const entry = (path: string, lastModified: string | null = null) =>
    `  <url><loc>${xmlEscape(absoluteUrl(origin, path))}</loc>${
      lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
    }</url>`;
  const urls = [
    ...SITEMAP_PAGES.map((path) => entry(path)),
    ...products.map((p) => entry(productPath(p.slug), p.lastModified)),
  ].slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
