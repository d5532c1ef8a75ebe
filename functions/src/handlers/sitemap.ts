// GET /sitemap.xml (the pages function): the public pages and every listed product, read page
// by page and kept by each instance for an hour.
import { siteOrigin } from '../config';
import { listedProductSlugs } from '../db/products';
import { SITEMAP_MAX_URLS, sitemapXml, type SitemapProduct } from '../views/sitemap';

const SITEMAP_PAGE = 1_000;
const SITEMAP_TTL_MS = 60 * 60_000;

async function listedProducts(): Promise<SitemapProduct[]> {
  const products: SitemapProduct[] = [];
  let after: string | undefined;
  while (products.length < SITEMAP_MAX_URLS) {
    const page = await listedProductSlugs(SITEMAP_PAGE, after);
    for (const doc of page.docs) {
      const data = doc.data();
      products.push({
        slug: data.slug ?? doc.id,
        lastModified: data.updatedAt?.toDate().toISOString().slice(0, 10) ?? null,
      });
    }
    if (page.size < SITEMAP_PAGE) break;
    after = page.docs[page.size - 1]?.id;
  }
  return products;
}

let kept: { at: number; products: Promise<SitemapProduct[]> } | null = null;

/** The sitemap's XML, from the instance's list while it is younger than SITEMAP_TTL_MS. */
export async function sitemap(): Promise<string> {
  if (!kept || Date.now() - kept.at > SITEMAP_TTL_MS) {
    kept = { at: Date.now(), products: listedProducts() };
    kept.products.catch(() => (kept = null));
  }
  return sitemapXml(siteOrigin(), await kept.products);
}
