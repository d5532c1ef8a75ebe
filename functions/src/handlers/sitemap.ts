// The sitemap (the pages function; domain/src/seo/sitemap.ts): GET /sitemap.xml, the index of
// the parts meta/sitemapParts names (one read); /sitemaps/pages.xml, the public pages (none);
// /sitemaps/products-N.xml, the listed products of part N's id range, read 1,000 at a time from
// the range's start, at most SITEMAP_PART_SIZE of them (and one more, to notice a part the
// sitemap job has not split in time), kept by each instance for SITEMAP_TTL_MS while the
// part's range stays the same.
import { logger } from 'firebase-functions/logger';
import { siteOrigin, sitemapPartSize } from '../config';
import { listedSlugsIn, sitemapParts, type StoredSitemapPart } from '../db/sitemap';
import {
  pagesSitemapXml,
  productsSitemapXml,
  sitemapIndexXml,
  type SitemapProduct,
} from '../views/sitemap';

const SITEMAP_PAGE = 1_000;
const SITEMAP_TTL_MS = 180 * 60_000;

/** The index: the public pages' part and every products' part, with its last change. */
export async function sitemapIndex(): Promise<string> {
  const parts = await sitemapParts();
  return sitemapIndexXml(
    siteOrigin(),
    parts.map((part) => part.lastmod?.toDate() ?? null),
  );
}

/** The public pages' part: no read. */
export function pagesSitemap(): string {
  return pagesSitemapXml(siteOrigin());
}

/** Part `number`'s products: at most the part size, in document-id order. */
async function partProducts(number: number, part: StoredSitemapPart): Promise<string> {
  const size = sitemapPartSize();
  const products: SitemapProduct[] = [];
  let after: string | null = null;
  while (products.length <= size) {
    const limit = Math.min(SITEMAP_PAGE, size + 1 - products.length);
    const page = await listedSlugsIn(part, limit, after).get();
    for (const doc of page.docs) {
      const data = doc.data();
      products.push({ slug: data.slug ?? doc.id, lastModified: data.updatedAt?.toDate() ?? null });
    }
    if (page.size < limit) break;
    after = page.docs[page.size - 1]?.id ?? null;
  }
  if (products.length > size) {
    // The sitemap job splits a part long before this: it has not run for a while.
    logger.error('sitemap.part_full', { part: number, size });
    products.length = size;
  }
  const file = productsSitemapXml(siteOrigin(), products);
  if (file.leftOut > 0) logger.warn('sitemap.urls_too_long', { part: number, count: file.leftOut });
  return file.xml;
}

interface Kept {
  at: number;
  from: string | null;
  to: string | null;
  xml: Promise<string>;
}

const kept = new Map<number, Kept>();

/**
 * Part `number` (1 is the first), from the instance's copy while it is younger than
 * SITEMAP_TTL_MS and the part's range has not changed; null when there is no such part.
 */
export async function productsSitemap(number: number): Promise<string | null> {
  const part = (await sitemapParts())[number - 1];
  if (!part) return null;
  const known = kept.get(number);
  if (
    known &&
    Date.now() - known.at <= SITEMAP_TTL_MS &&
    known.from === part.from &&
    known.to === part.to
  ) {
    return known.xml;
  }
  const fresh: Kept = {
    at: Date.now(),
    from: part.from,
    to: part.to,
    xml: partProducts(number, part),
  };
  kept.set(number, fresh);
  fresh.xml.catch(() => {
    if (kept.get(number) === fresh) kept.delete(number);
  });
  return fresh.xml;
}
