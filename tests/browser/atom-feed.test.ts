// The Atom feed as a reader finds and reads it: linked from every page's head and from the
// footer, and parsed by the browser's XML parser into a valid Atom document whose entries have
// what a reader shows (title, product page, date, summary, categories).
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser();

interface ParsedFeed {
  error: string | null;
  root: string;
  namespace: string | null;
  title: string;
  entries: { id: string; title: string; link: string; published: string; terms: string[] }[];
}

describe('the Atom feed', () => {
  it('is linked from the head and the footer, and parses as Atom', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/about');
      const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
      expect(await head.getAttribute('href')).toBe('/feed.xml');
      const footer = page.getByRole('contentinfo').getByRole('link', { name: /feed/i });
      expect(await footer.getAttribute('href')).toBe('/feed.xml');

      const xml = await (await page.request.get('/feed.xml')).text();
      const feed = await page.evaluate((text): ParsedFeed => {
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
      }, xml);

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
});
