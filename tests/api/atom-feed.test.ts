// /feed.xml (the pages function): the 30 newest approved products as Atom entries, with the
// feed's category and tag filters and their limits, cached at the CDN, and never an outgoing
// link. The XML is parsed by a real parser in the browser suite (browser/atom-feed.test.ts).
import { describe, expect, it } from 'vitest';
import {
  FEED_MESSAGES,
  LIMITS,
  type FeedFilter,
  type ProductDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import { expectedFeed } from '../browser/support/feed';
import { adminDb } from '../support/admin';
import { XMATES_URL } from '../support/env';
import { paths } from '../support/paths';

const LATEST: FeedFilter = { categories: [], tags: [], tagMode: 'any', sort: 'latest' };

async function feedXml(query = '') {
  const res = await fetch(`${XMATES_URL}/feed.xml${query}`);
  return { res, xml: await res.text() };
}

/** The product page URLs of the entries, in order. */
const entryUrls = (xml: string) =>
  [...xml.matchAll(/<entry>[\s\S]*?<id>([^<]+)<\/id>/g)].map((m) => m[1] ?? '');

async function productUrls(ids: string[]): Promise<string[]> {
  const docs = await Promise.all(ids.map((id) => adminDb.doc(paths.product(id)).get()));
  return docs.map((d) => `${XMATES_URL}/products/${(d.data() as ProductDoc).slug}`);
}

describe('/feed.xml', () => {
  it('lists the 30 newest approved products, cached, with no outgoing link', async () => {
    const { res, xml } = await feedXml();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/);
    const ids = (await expectedFeed(LATEST)).slice(0, 30);
    expect(entryUrls(xml)).toEqual(await productUrls(ids));
    // Members only: none of the entries' outgoing links appears anywhere in the feed.
    const links = await Promise.all(ids.map((id) => adminDb.doc(paths.watchLink(id)).get()));
    for (const link of links) {
      const url = (link.data() as WatchLinkDoc | undefined)?.link;
      if (url) expect(xml).not.toContain(url.replace(/&/g, '&amp;'));
    }
  });

  it("narrows by category and tags with the feed's semantics", async () => {
    const [product] = (await expectedFeed(LATEST)).slice(0, 1);
    const stored = (await adminDb.doc(paths.product(product ?? '')).get()).data() as ProductDoc;
    const [category = ''] = stored.categories;
    const [tag = ''] = stored.tags;

    const byCategory = await feedXml(`?category=${encodeURIComponent(category)}`);
    expect(byCategory.res.status).toBe(200);
    const categoryIds = (await expectedFeed({ ...LATEST, categories: [category] })).slice(0, 30);
    expect(entryUrls(byCategory.xml)).toEqual(await productUrls(categoryIds));

    const query = `?category=${encodeURIComponent(category)}&tags=${encodeURIComponent(tag)}`;
    const both = await feedXml(query);
    const bothIds = (await expectedFeed({ ...LATEST, categories: [category], tags: [tag] })).slice(
      0,
      30,
    );
    expect(entryUrls(both.xml)).toEqual(await productUrls(bothIds));
    expect(both.xml).toContain(`<category term="${tag}"`);
  });

  it("refuses an unknown category and more than the filter's limits with the feed's messages", async () => {
    const cases: [string, string][] = [
      ['?category=No%20such%20category', FEED_MESSAGES.unknownCategory('No such category')],
      [
        `?category=${Array.from({ length: LIMITS.maxFilterCategories + 1 }, (_, i) => `c${i}`).join(',')}`,
        FEED_MESSAGES.tooManyCategories,
      ],
      [
        `?tags=${Array.from({ length: LIMITS.maxFilterTags + 1 }, (_, i) => `t${i}`).join(',')}`,
        FEED_MESSAGES.tooManyTags,
      ],
      ['?page=2', 'Unknown query parameter: page'],
    ];
    for (const [query, message] of cases) {
      const { res, xml } = await feedXml(query);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(xml), query).toMatchObject({ error: message, code: 'invalid-input' });
      expect(res.headers.get('cache-control'), query).toBe('no-store');
    }
  });
});
