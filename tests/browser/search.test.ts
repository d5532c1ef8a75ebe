// Search as a member of the public uses it: on a phone, the header's search button opens the
// field; typing the start of a title word and sending opens /search?q= with the matching cards
// (the usual card, 18+ rules included); paging and the filters keep the query; a query that
// finds nothing or cannot be run says so in the search's words.
import { describe, expect, it } from 'vitest';
import { LIMITS, SEARCH_MESSAGES } from '@xmates/domain';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { cardIds } from './support/feed';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser(removeFixtures);

const run = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'k');
const WORD = `zephyrine${run}`;
const PHONE = { width: 390, height: 844 };

describe('search', () => {
  it('finds a video link from the header at phone width, by the start of a title word', async () => {
    const found = await fixtureProduct({ title: `The ${WORD} session`, newest: true });
    const other = await fixtureProduct({ title: `Another ${WORD}`, newest: true });
    await withPage({ viewport: PHONE }, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const field = page.getByRole('searchbox', { name: 'Search videos' });
      await field.fill(`session ${WORD.slice(0, 12).toUpperCase()}`);
      await field.press('Enter');
      await page.waitForURL(/\/search\?q=/);
      await expect.poll(() => cardIds(page)).toEqual([found]);
      await expect
        .poll(() => page.getByText(/1 video link match/).textContent())
        .toContain(`session ${WORD.slice(0, 12).toUpperCase()}`);

      // One word, both products: the search field keeps the query, the sort menu is not offered.
      await page.goto(`/search?q=${WORD}`);
      await expect.poll(async () => (await cardIds(page)).sort()).toEqual([found, other].sort());
      expect(await page.getByRole('button', { name: /Sort/ }).count()).toBe(0);
    });
  });

  it('pages six results at a time and keeps the query on Next', async () => {
    const word = `paginar${run}`;
    for (let i = 0; i < LIMITS.feedPageSize + 1; i += 1) {
      await fixtureProduct({ title: `${word} number ${i}` });
    }
    await withPage(async ({ page }) => {
      await page.goto(`/search?q=${word}`);
      await expect.poll(() => cardIds(page).then((ids) => ids.length)).toBe(LIMITS.feedPageSize);
      await page.getByText('Page 1 of 2', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(/page=2/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(word);
      await expect.poll(() => cardIds(page).then((ids) => ids.length)).toBe(1);
    });
  });

  it('says when nothing matches, and refuses a query too long to run', async () => {
    await withPage(async ({ page }) => {
      const unknown = `nothingmatches${run}`;
      await page.goto(`/search?q=${unknown}`);
      await page.getByText(SEARCH_MESSAGES.noResults(unknown)).waitFor();
      expect(await cardIds(page)).toEqual([]);

      await page.goto(`/search?q=${'a'.repeat(1000)}`);
      await page.getByText(SEARCH_MESSAGES.tooLong).first().waitFor();
      await page.goto('/search?q=%21%21%21');
      await page.getByText(SEARCH_MESSAGES.noWords).first().waitFor();
    });
  });
});
