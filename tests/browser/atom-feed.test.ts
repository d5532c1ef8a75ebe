// The Atom feed as a reader finds and reads it: linked from every page's head and from the
// footer, and parsed by the browser's XML parser into a valid Atom document whose entries have
// what a reader shows (title, product page, date, summary, categories). Home offers the feed of
// the categories and tags chosen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { approvedProducts, chooseCategories, chooseTags, passAgeGate } from './support/feed';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser();

interface ParsedFeed {
  error: string | null;
  root: string;
  namespace: string | null;
  title: string;
  entries: { id: string; title: string; link: string; published: string; terms: string[] }[];
}

/** The value found most often in a list. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/** The feed at a path, parsed by the browser's XML parser. */
async function readFeed(page: Page, path: string): Promise<ParsedFeed> {
  const answer = await page.request.get(path);
  expect(answer.status()).toBe(200);
  return page.evaluate(
    (text): ParsedFeed => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      const child = (el: Element, name: string) =>
        el.getElementsByTagNameNS(atom, name)[0]?.textContent ?? '';
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        title: child(doc.documentElement, 'title'),
        entries: Array.from(doc.getElementsByTagNameNS(atom, 'entry'), (entry) => ({
          id: child(entry, 'id'),
          title: child(entry, 'title'),
          link: entry.getElementsByTagNameNS(atom, 'link')[0]?.getAttribute('href') ?? '',
          published: child(entry, 'published'),
          terms: Array.from(
            entry.getElementsByTagNameNS(atom, 'category'),
            (c) => c.getAttribute('term') ?? '',
          ),
        })),
      };
    },
    await answer.text(),
  );
}

describe('the Atom feed', () => {
  it('is linked from the head and the footer, and parses as Atom', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/about');
      const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      expect(await head.getAttribute('href')).toBe('/feed.xml');
      const footer = page.getByRole('contentinfo').getByRole('link', { name: /feed/i });
      expect(await footer.getAttribute('href')).toBe('/feed.xml');

      const feed = await readFeed(page, '/feed.xml');
      expect(feed.error).toBeNull();
      expect(feed).toMatchObject({ root: 'feed', namespace: 'http://www.w3.org/2005/Atom' });
      expect(feed.title).toMatch(/newest videos/);
      expect(feed.entries).toHaveLength(30);
      for (const entry of feed.entries) {
        expect(entry.title.length).toBeGreaterThan(0);
        expect(entry.link).toBe(entry.id);
        expect(new URL(entry.link).pathname).toMatch(/^\/products\//);
        expect(Number.isNaN(Date.parse(entry.published))).toBe(false);
        expect(entry.terms.length).toBeGreaterThan(0);
      }
      // A product page the feed names opens.
      const first = feed.entries[0]?.link ?? '';
      await page.goto(new URL(first).pathname);
      await page.getByRole('heading', { level: 1, name: feed.entries[0]?.title }).waitFor();
    });
  });

  it('is offered on Home for the category and tag chosen, and lists only what they match', async () => {
    // The seed's most common category, and the most common tag in it.
    const products = await approvedProducts();
    const category = mostCommon(products.flatMap((p) => p.categories));
    const tag = mostCommon(
      products.filter((p) => p.categories.includes(category)).flatMap((p) => p.tags),
    );
    await withPage(async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      const filters = page.getByRole('group', { name: 'Active filters' });
      await chooseCategories(page, [category]);
      const link = filters.getByRole('link', { name: 'Atom feed' });
      expect(await link.getAttribute('href')).toBe(
        `/feed.xml?category=${encodeURIComponent(category)}`,
      );
      await chooseTags(page, [tag]);
      await expect
        .poll(() => link.getAttribute('href'))
        .toBe(`/feed.xml?category=${encodeURIComponent(category)}&tags=${encodeURIComponent(tag)}`);

      const feed = await readFeed(page, (await link.getAttribute('href')) ?? '');
      expect(feed.error).toBeNull();
      expect(feed.title).toContain(category);
      expect(feed.entries.length).toBeGreaterThan(0);
      // The feed matches tags as the feed does, ignoring case.
      for (const entry of feed.entries) {
        const terms = entry.terms.map((t) => t.toLowerCase());
        expect(terms).toContain(category.toLowerCase());
        expect(terms).toContain(tag.toLowerCase());
      }
    });
  });
});
