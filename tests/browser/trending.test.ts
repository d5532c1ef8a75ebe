// The trending sort in a real browser: a visitor opens Home, chooses "Trending this week" in
// the sort menu, and sees the cards in the order Firestore holds (this week's likes, then the
// newer product), the URL carrying sort=trending; Next pages on in that order.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FeedFilter } from '@xmates/domain';
import { useBrowser } from './support/suite';
import { cardIds, expectedFeed, pageOf, passAgeGate } from './support/feed';

const { withPage } = useBrowser();

const feedFilter = (sort: FeedFilter['sort']): FeedFilter => ({
  categories: [],
  tags: [],
  tagMode: 'any',
  sort,
});

/** Waits until the grid shows exactly these ids, in this order. */
async function expectCards(page: Page, ids: string[]) {
  await expect.poll(() => cardIds(page)).toEqual(ids);
}

describe('the trending sort', () => {
  it('is offered in the sort menu and lists the most liked this week first', async () => {
    const trending = await expectedFeed(feedFilter('trending'));
    // The seed gives about half the products likes this week: not the newest-first order.
    expect(pageOf(trending, 1)).not.toEqual(pageOf(await expectedFeed(feedFilter('latest')), 1));
    await withPage(async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      await page.getByRole('button', { name: /^Sort:/ }).click();
      await page.getByRole('menuitem', { name: 'Trending this week' }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'trending');
      await expectCards(page, pageOf(trending, 1));
      await page
        .getByRole('heading', { level: 2, name: 'Trending this week', exact: true })
        .waitFor();
      await page.getByRole('button', { name: /^Sort: Trending this week/ }).waitFor();
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      expect(new URL(page.url()).searchParams.get('sort')).toBe('trending');
      await expectCards(page, pageOf(trending, 2));
    });
  }, 60_000);
});
