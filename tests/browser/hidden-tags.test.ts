// Hiding a tag as a member does it: "Hide #tag" on the product page, the product leaves Home and
// Home's count, My Hub lists the tag, and showing it again brings the product back. Home reads
// the feed straight from Firestore, so this is the SPA's own path (the API's: tests/api).
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { HIDDEN_MESSAGES, nameDocId } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { useBrowser } from './support/suite';
import { card, passAgeGate } from './support/feed';

const { withMember } = useBrowser(removeFixtures);
const tag = `hideme${Date.now().toString(36)}`;

afterAll(async () => {
  await adminDb.doc(paths.tag(nameDocId(tag))).delete();
});

/** The number Home's summary gives ("123 video links · page 1 of 21"). */
const shownTotal = async (page: Page) => {
  const summary = page.getByText(/^\d+ video links?/);
  await summary.waitFor();
  return Number((await summary.innerText()).split(' ')[0]);
};

describe('hiding a tag', () => {
  it('hides from the product page, leaves Home and its count, and shows again from My Hub', async () => {
    await adminDb.doc(paths.tag(nameDocId(tag))).set(docs.tag(tag));
    const id = await fixtureProduct({ newest: true, tags: [tag, 'solo'] });

    await withMember('browser-hider', async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      await card(page, id).waitFor();
      const before = await shownTotal(page);

      // The product page's own HTML is enough: its images need not load.
      await page.goto(`/products/${id}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: HIDDEN_MESSAGES.hideTag(tag) }).click();
      await page.getByText(HIDDEN_MESSAGES.tagHidden(tag)).waitFor();

      await page.goto('/');
      await page.getByRole('article').first().waitFor();
      expect(await card(page, id).count()).toBe(0);
      expect(await shownTotal(page)).toBe(before - 1);

      await page.goto('/profile#hidden');
      const chip = page.getByRole('button', { name: tag, exact: true });
      await chip.waitFor();
      await chip.locator('.MuiChip-deleteIcon').click();
      await page.getByText(HIDDEN_MESSAGES.saved).waitFor();
      await page.getByText(HIDDEN_MESSAGES.empty).waitFor();

      await page.goto('/');
      await card(page, id).waitFor();
      expect(await shownTotal(page)).toBe(before);
    });
  }, 60_000); // Five page loads of a member's session, one after the other.
});
