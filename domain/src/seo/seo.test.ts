import { describe, expect, it } from 'vitest';
import { atomFeedPath } from './atom-feed-path';
import { fillShell, pageHead, scriptJson } from './head';
import { HEAD_MARK } from './head-mark';
import { SEO_LIMITS } from './limits';
import { INFO_PAGE_KEYS, PUBLIC_PAGES } from './pages';
import { productLd, type ProductLdInput } from './structured-data';
import { cutText, metaDescription, pageTitle } from './text';

const ORIGIN = 'https://xmates.example';

/** The items of a JSON-LD script's graph. */
const graphOf = (json: string | undefined) =>
  (JSON.parse(json ?? '') as { '@graph': { '@type': string; name?: string }[] })['@graph'];

const product = (over: Partial<ProductLdInput> = {}): ProductLdInput => ({
  title: 'Sunset timelapse',
  description: 'A slow sunset. '.repeat(60),
  path: '/products/sunset-timelapse',
  category: 'Nature',
  tags: Array.from({ length: 14 }, (_, i) => `tag${i}`),
  images: Array.from({ length: 15 }, (_, i) => `/api/media/p/${i}.webp`),
  rating: { average: 4.26, count: 7 },
  ...over,
});

describe('page titles and descriptions', () => {
  it('names the page, then the site, in at most 80 characters', () => {
    expect(pageTitle('My Likes')).toBe('My Likes · xmates');
    expect(pageTitle('')).toBe('xmates · smart sharing, smarter watching');
    const long = pageTitle('A very long title '.repeat(10));
    expect(long.length).toBeLessThanOrEqual(SEO_LIMITS.titleMax);
    expect(long.endsWith('… · xmates')).toBe(true);
  });

  it('keeps meta descriptions between 50 and 160 characters', () => {
    for (const text of [
      '',
      'Short.',
      'word '.repeat(100),
      'x'.repeat(400),
      'Exactly fine. '.repeat(5),
    ]) {
      const d = metaDescription(text);
      expect(d.length, d).toBeGreaterThanOrEqual(SEO_LIMITS.descriptionMin);
      expect(d.length, d).toBeLessThanOrEqual(SEO_LIMITS.descriptionMax);
    }
    expect(metaDescription('Short.')).toMatch(/^Short\. xmates: smart sharing/);
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(cutText('one two three four', 16)).toBe('one two three…');
    expect(cutText('  spaced   out  ', 40)).toBe('spaced out');
  });

  it('gives every public page a title and a description within the limits', () => {
    for (const page of Object.values(PUBLIC_PAGES)) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(SEO_LIMITS.descriptionMin);
      expect(page.description.length, page.path).toBeLessThanOrEqual(SEO_LIMITS.descriptionMax);
      expect(pageTitle(page.name).length).toBeLessThanOrEqual(SEO_LIMITS.titleMax);
    }
    expect(INFO_PAGE_KEYS.map((k) => PUBLIC_PAGES[k].path)).toEqual([
      '/about',
      '/terms',
      '/privacy',
      '/parental-controls',
      '/faq',
      '/data-deletion',
    ]);
  });
});

describe('product structured data', () => {
  it('cuts the description to 500, keeps 12 images and 10 keywords, absolute URLs', () => {
    const ld = productLd(ORIGIN, product());
    expect((ld.description as string).length).toBeLessThanOrEqual(SEO_LIMITS.productDescriptionMax);
    expect(ld.image).toHaveLength(SEO_LIMITS.productImagesMax);
    expect((ld.image as string[])[0]).toBe(`${ORIGIN}/api/media/p/0.webp`);
    expect((ld.keywords as string).split(', ')).toHaveLength(SEO_LIMITS.productKeywordsMax);
    expect(ld.url).toBe(`${ORIGIN}/products/sunset-timelapse`);
  });

  it('carries the real rating, and none when nobody rated', () => {
    expect(productLd(ORIGIN, product()).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = productLd(ORIGIN, product({ rating: { average: 0, count: 0 } }));
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(productLd(ORIGIN, product({ images: [] }))).not.toHaveProperty('image');
  });
});

describe('page head', () => {
  const head = pageHead(ORIGIN, {
    name: 'FAQ',
    description: PUBLIC_PAGES.faq.description,
    path: '/faq',
  });
  const attr = (key: string, value: string, read: string) =>
    head.tags.find((t) => t.attrs[key] === value)?.attrs[read];

  it('has canonical, Open Graph, Twitter and one JSON-LD graph', () => {
    expect(head.title).toBe('FAQ · xmates');
    expect(attr('rel', 'canonical', 'href')).toBe(`${ORIGIN}/faq`);
    expect(attr('property', 'og:url', 'content')).toBe(`${ORIGIN}/faq`);
    expect(attr('property', 'og:title', 'content')).toBe('FAQ · xmates');
    expect(attr('name', 'twitter:card', 'content')).toBe('summary');
    const script = head.tags.find((t) => t.tag === 'script');
    const graph = graphOf(script?.text);
    expect(graph.map((item) => item['@type'])).toEqual([
      'Organization',
      'WebSite',
      'BreadcrumbList',
    ]);
    expect(graph[2]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'FAQ', item: `${ORIGIN}/faq` },
      ],
    });
  });

  it('marks pages without a canonical path as not to be indexed', () => {
    const member = pageHead(ORIGIN, { name: 'My Likes' });
    expect(member.tags.map((t) => t.attrs.name ?? t.attrs.rel)).toEqual(['description', 'robots']);
  });

  it('writes the tags into the shell, escaped', () => {
    const shell = '<html><head><title>old</title></head><body></body></html>';
    const html = fillShell(
      shell,
      pageHead(ORIGIN, {
        name: 'Tom & "Jerry" </script>',
        path: '/products/x',
        jsonLd: [productLd(ORIGIN, product({ title: '</script><b>' }))],
      }),
    );
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;/script&gt; · xmates</title>');
    expect(html).not.toContain('</script><b>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/products/x" ${HEAD_MARK} />`);
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(graphOf(json)[3]?.name).toBe('</script><b>');
    expect(() => fillShell('<head></head>', pageHead(ORIGIN))).toThrow();
    // A filled shell filled again keeps only the new page's tags.
    const again = fillShell(fillShell(shell, pageHead(ORIGIN, { name: 'Member' })), head);
    expect(again.match(/<meta name="description"/g)).toHaveLength(1);
    expect(again).not.toContain('noindex');
    expect(again.match(/application\/ld\+json/g)).toHaveLength(1);
  });

  it('leaves no character in script JSON that could end the element', () => {
    expect(scriptJson({ a: '</script>&\u2028' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u0026\\u2028"}',
    );
  });
});

describe('the Atom feed path', () => {
  it('is /feed.xml without a filter, and carries categories and tags as the feed parses them', () => {
    expect(atomFeedPath({ categories: [], tags: [], tagMode: 'all' })).toBe('/feed.xml');
    expect(atomFeedPath({ categories: ['Amateur'], tags: ['solo', 'duo'], tagMode: 'all' })).toBe(
      '/feed.xml?category=Amateur&tags=solo%2Cduo&tagMode=all',
    );
  });

  it('leaves tagMode out when it cannot narrow: one tag, or any tag', () => {
    expect(atomFeedPath({ categories: [], tags: ['solo'], tagMode: 'all' })).toBe(
      '/feed.xml?tags=solo',
    );
    expect(atomFeedPath({ categories: ['A', 'B'], tags: ['x', 'y'], tagMode: 'any' })).toBe(
      '/feed.xml?category=A%2CB&tags=x%2Cy',
    );
  });
});
