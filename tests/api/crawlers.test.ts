// What a search engine reads without running JavaScript: product pages (the pages function)
// and the information pages (prerendered at build) arrive with their title, description,
// canonical URL and valid JSON-LD, product pages with the product in their body as a visitor
// sees it; the prerendered pages carry the footer's links; robots.txt is text and names the
// sitemap, an index whose public pages' part lists the information pages (its products' parts:
// sitemap.test.ts).
import { afterAll, describe, expect, it } from 'vitest';
import {
  INFO_PAGE_KEYS,
  LIMITS,
  PRODUCT,
  PUBLIC_PAGES,
  SEO_LIMITS,
  SITEMAP_PAGES_PATH,
  productPath,
  sitemapProductsPath,
  type ProductDoc,
  type ProductView,
  type WatchLinkDoc,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { XMATES_URL } from '../support/env';
import { paths } from '../support/paths';
import { fixtureLink, fixtureProduct, ratedProduct, removeFixtures } from './product-fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function crawl(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${XMATES_URL}${path}`, {
    headers: { 'User-Agent': GOOGLEBOT, ...headers },
    redirect: 'manual',
  });
  return { res, html: await res.text() };
}

type LdItem = Record<string, unknown> & { '@type': string };

/** Title, description, canonical and the parsed JSON-LD graph of an HTML page. */
function head(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(scripts).toHaveLength(1);
  const ld = JSON.parse(scripts[0]?.[1] ?? '') as { '@context': string; '@graph': LdItem[] };
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    ld,
    types: ld['@graph'].map((item) => item['@type']),
  };
}

function expectLimits(page: ReturnType<typeof head>) {
  expect(page.title?.length).toBeLessThanOrEqual(SEO_LIMITS.titleMax);
  expect(page.description?.length).toBeGreaterThanOrEqual(SEO_LIMITS.descriptionMin);
  expect(page.description?.length).toBeLessThanOrEqual(SEO_LIMITS.descriptionMax);
  expect(page.robots).toBeNull();
  expect(page.ld['@context']).toBe('https://schema.org');
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** What the page renders inside #root, and the product it carries for the app. */
function body(page: string) {
  const root = /<div id="root">([\s\S]*)<\/div>/.exec(page)?.[1] ?? '';
  const served = /<script type="application\/json" id="served-product">([^<]*)<\/script>/.exec(
    page,
  );
  return { root, served: JSON.parse(served?.[1] ?? 'null') as ProductView | null };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

afterAll(removeFixtures);

describe('crawlers without JavaScript', () => {
  it('read a product page’s title, description, canonical and Product JSON-LD', async () => {
    const product = await ratedProduct();
    const { res, html } = await crawl(productPath(product.slug));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = head(html);
    expectLimits(page);
    expect(page.title).toContain(product.title.slice(0, 20));
    expect(page.canonical).toBe(`${XMATES_URL}${productPath(product.slug)}`);
    expect(page.types).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Product']);
    const ld = page.ld['@graph'][3];
    expect(ld).toMatchObject({ name: product.title, url: page.canonical });
    expect(ld?.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
    const keywords: unknown = ld?.keywords;
    if (typeof keywords !== 'string') throw new Error('the product has no keywords');
    expect(keywords.split(', ').length).toBeLessThanOrEqual(10);
    // People get the same SPA: its script is in the page.
    expect(html).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/,
    );
  });

  it('read a product’s title, description, tags, images and counts in the body, never its link', async () => {
    const { id, ...stored } = await ratedProduct();
    const link = (await adminDb.doc(paths.watchLink(id)).get()).data() as WatchLinkDoc;
    const { html: page } = await crawl(productPath(stored.slug));
    const { root, served } = body(page);
    expect(root).toMatch(new RegExp(`<h1[^>]*>.*${escapeRegExp(html(stored.title))}`));
    expect(root).toContain(html(stored.description));
    for (const tag of stored.tags.slice(0, LIMITS.cardMaxTags)) {
      expect(root).toContain(`>${html(tag.startsWith('#') ? tag : `#${tag}`)}</span></li>`);
    }
    const image = stored.images[0];
    if (!image) throw new Error('The seeded product has no image.');
    expect(root).toMatch(
      new RegExp(
        `<img (?:[^>]* )?src="${escapeRegExp(image.src)}"[^>]* sizes="[^"]+" width="${image.width}" height="${image.height}"`,
      ),
    );
    expect(root).toContain(`aria-label="Like: ${stored.likesCount}"`);
    expect(root).toContain(`aria-label="Dislike: ${stored.dislikesCount}"`);
    expect(root).toContain(`aria-label="Favorite: ${stored.favoritesCount}"`);
    expect(root).toContain(`aria-label="Comments: ${stored.commentsCount}"`);
    expect(root).toContain(`(<!-- -->${stored.rating.count}<!-- -->)`);
    // The outgoing link is for members only: nowhere in the page, nor in the app's data.
    expect(link.link).toMatch(/^https?:/);
    expect(page).not.toContain(link.link);
    expect(page).not.toContain(html(link.link));
    expect(served).toMatchObject({ id, slug: stored.slug, link: null, title: stored.title });
  });

  it('read member-written text as text, and no image of an adults-only product', async () => {
    const hostile = '</script><script>window.__pwned=1</script><img src=x onerror=alert(1)>';
    const slug = await fixtureProduct({ title: `Hostile ${hostile}`, description: hostile });
    const { html: page } = await crawl(productPath(slug));
    const { root, served } = body(page);
    expect(page).not.toContain('<script>window.__pwned');
    expect(page).not.toContain('<img src=x');
    expect(root).toContain(html(hostile));
    expect(served).toMatchObject({ title: `Hostile ${hostile}`, description: hostile });
    expect(page).not.toContain(fixtureLink(slug));

    const adults = await fixtureProduct({ isAdultsOnly: true });
    const stored = (await adminDb.doc(paths.product(adults)).get()).data() as ProductDoc;
    const gated = await crawl(productPath(adults));
    expect(gated.res.status).toBe(200);
    for (const image of stored.images) expect(gated.html).not.toContain(image.src);
    expect(body(gated.html).root).toContain('18+ restricted');
    expect(body(gated.html).root).toContain('data-age-gate');
    expect(body(gated.html).served).toMatchObject({ restricted: true, imageSet: [] });
  });

  it('are sent from a product id to its slug, and told an unknown product is missing', async () => {
    const product = await ratedProduct();
    const byId = await crawl(`/products/${product.id}`);
    expect(byId.res.status).toBe(301);
    expect(byId.res.headers.get('location')).toBe(productPath(product.slug));
    const missing = await crawl('/products/no-such-video-link');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex"');
    expect(missing.html).not.toContain('rel="canonical"');
  });

  it.each(INFO_PAGE_KEYS)('read the %s page’s head from the served HTML', async (key) => {
    const meta = PUBLIC_PAGES[key];
    const { res, html } = await crawl(meta.path);
    expect(res.status).toBe(200);
    const page = head(html);
    expectLimits(page);
    expect(page.title).toBe(`${meta.name} · xmates`);
    expect(page.description).toBe(meta.description.replace(/&/g, '&amp;'));
    expect(page.canonical).toBe(`${XMATES_URL}${meta.path}`);
    expect(page.types).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);
  });

  it.each([PUBLIC_PAGES.home.path, PUBLIC_PAGES.about.path, PUBLIC_PAGES.faq.path])(
    'follow the footer’s links from %s without the sitemap',
    async (path) => {
      const { html } = await crawl(path);
      const footer = /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      // The information pages, the contact form and the support address.
      for (const key of INFO_PAGE_KEYS)
        expect(footer).toContain(`href="${PUBLIC_PAGES[key].path}"`);
      expect(footer).toContain(`href="${PUBLIC_PAGES.contact.path}"`);
      expect(footer).toContain(`href="mailto:${PRODUCT.supportEmail}"`);
    },
  );

  it('read a valid robots.txt that names the sitemap', async () => {
    const { res, html } = await crawl('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(html).not.toContain('<');
    expect(html).toContain(`Sitemap: ${XMATES_URL}/sitemap.xml`);
  });

  it('find the sitemap index, and the information pages in its public pages’ part', async () => {
    const index = await crawl('/sitemap.xml');
    expect(index.res.status).toBe(200);
    expect(index.res.headers.get('content-type')).toMatch(/xml/);
    expect(index.html).toContain('<sitemapindex ');
    expect(index.html).toContain(`<loc>${XMATES_URL}${SITEMAP_PAGES_PATH}</loc>`);
    expect(index.html).toContain(`<loc>${XMATES_URL}${sitemapProductsPath(1)}</loc>`);
    const { res, html } = await crawl(SITEMAP_PAGES_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    for (const key of INFO_PAGE_KEYS) {
      expect(html).toContain(`<loc>${XMATES_URL}${PUBLIC_PAGES[key].path}</loc>`);
    }
  });

  it('get the configured origin whatever host or protocol the request claims', async () => {
    const claims = {
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'gopher',
      Forwarded: 'host=evil.example;proto=https',
    };
    const product = await ratedProduct();
    const { html } = await crawl(productPath(product.slug), claims);
    expect(head(html).canonical).toBe(`${XMATES_URL}${productPath(product.slug)}`);
    expect(html).toContain(`<meta property="og:url" content="${XMATES_URL}/products/`);
    const index = await crawl('/sitemap.xml', claims);
    const pages = await crawl(SITEMAP_PAGES_PATH, claims);
    const missing = await crawl('/products/no-such-video-link', claims);
    for (const body of [html, index.html, pages.html, missing.html]) {
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('gopher');
    }
    expect(index.html).toContain(`<loc>${XMATES_URL}${SITEMAP_PAGES_PATH}</loc>`);
    expect(pages.html).toContain(`<loc>${XMATES_URL}/</loc>`);
  });

  it('get the security headers on pages', async () => {
    const { res } = await crawl('/faq');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
