import { describe, expect, it } from 'vitest';
import { SEO_LIMITS } from '@xmates/domain';
import type { StoredProduct } from '../db/products';
import { missingPageHtml, productHeadSource, productPageHtml } from './product-html';

const ORIGIN = 'https://xmates.example';
const SHELL =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>xmates</title></head><body><div id="root"></div></body></html>';

const image = (i: number) => ({
  src: `/api/media/p/${i}.webp`,
  srcset: '',
  width: 1024,
  height: 576,
});
const stored = (over: StoredProduct = {}): StoredProduct => ({
  slug: 'sunset-timelapse',
  title: 'Sunset timelapse',
  description: 'Golden light over the bay, sped up forty times. '.repeat(20),
  category: 'Nature',
  tags: Array.from({ length: 8 }, (_, i) => `tag${i}`),
  images: Array.from({ length: 12 }, (_, i) => image(i)),
  isAdultsOnly: false,
  rating: { average: 4.5, count: 2, sum: 9 },
  ...over,
});

function jsonLd(html: string) {
  const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { '@graph': Record<string, unknown>[] };
}

describe('product page HTML', () => {
  it('carries the title, description, canonical, cards and Product JSON-LD', () => {
    const html = productPageHtml(SHELL, ORIGIN, productHeadSource('p1', stored()));
    expect(html).toContain('<title>Sunset timelapse · xmates</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/products/sunset-timelapse"`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/media/p/0.webp"`);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(SEO_LIMITS.descriptionMax);
    const product = jsonLd(html)['@graph'].find((item) => item['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Sunset timelapse',
      aggregateRating: { ratingValue: 4.5, ratingCount: 2 },
    });
    expect((product?.description as string).length).toBeLessThanOrEqual(500);
    const crumbs = jsonLd(html)['@graph'].find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement).toHaveLength(3);
  });

  it('names no image of an adults-only product, and no rating nobody gave', () => {
    const html = productPageHtml(
      SHELL,
      ORIGIN,
      productHeadSource(
        'p1',
        stored({ isAdultsOnly: true, rating: { average: 0, count: 0, sum: 0 } }),
      ),
    );
    expect(html).not.toContain('og:image');
    const product = jsonLd(html)['@graph'].find((item) => item['@type'] === 'Product');
    expect(product).not.toHaveProperty('image');
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('marks an unknown product as not to be indexed', () => {
    const html = missingPageHtml(SHELL, ORIGIN);
    expect(html).toContain('<title>Page not found · xmates</title>');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('canonical');
  });
});
