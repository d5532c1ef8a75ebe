// Discreet browsing in a real browser: a visitor turns it on in the header (every card's image
// blurred, the title "xmates", the neutral icon), hovering, tapping or keyboard focus reveals one
// card, a reload keeps it (it lives on the device); a member with unread notices sees no count
// and no page name in the title, and My Hub's switch is the same choice; a page opened with it on is discreet
// before any of the app's JavaScript runs (the head's inline script, under the real CSP).
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  DISCREET_ON,
  DISCREET_STORAGE_KEY,
  NEUTRAL_ICON,
  SITE_ICON,
  productPath,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { ratedProduct } from '../api/product-fixtures';
import { openPage, VIEWPORTS } from './support/browser';
import { cards } from './support/feed';
import { useBrowser } from './support/suite';

const { browser, withPage, withMember } = useBrowser();

const BLUR = 'blur(24px)';

const toggle = (page: Page) => page.getByRole('button', { name: 'Discreet browsing' });
const pressed = (page: Page) => toggle(page).getAttribute('aria-pressed');
const filterOf = (image: Locator) => image.evaluate((el) => getComputedStyle(el).filter);
const icon = (page: Page) => page.locator('link[rel="icon"]').getAttribute('href');
const cardImage = (page: Page, n: number) => cards(page).nth(n).locator('img').first();

/** The card images' distinct filters, once the feed's first images are drawn. */
async function distinctFilters(page: Page): Promise<string[]> {
  await cardImage(page, 0).waitFor();
  const filters = await cards(page)
    .locator('img')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).filter));
  return [...new Set(filters)];
}

/** The choice made on this device before any page of the context loads. */
async function discreetOnDevice(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('xmates-test-discreet')) localStorage.setItem(key, value);
      sessionStorage.setItem('xmates-test-discreet', '1');
    },
    [DISCREET_STORAGE_KEY, DISCREET_ON] as const,
  );
}

describe('discreet browsing', () => {
  it('a visitor turns it on in the header: blurred until hovered or tapped, neutral title and icon, kept on reload', async () => {
    await withPage({ viewport: VIEWPORTS.mobile }, async ({ page }) => {
      await page.goto('/');
      expect(await distinctFilters(page)).toEqual(['none']);
      expect(await pressed(page)).toBe('false');

      await toggle(page).click();
      expect(await pressed(page)).toBe('true');
      await expect.poll(() => distinctFilters(page)).toEqual([BLUR]);
      expect(await page.title()).toBe('xmates');
      expect(await icon(page)).toBe(NEUTRAL_ICON);

      // Hovering one card's image shows it; the others stay blurred.
      await cardImage(page, 0).hover();
      await expect.poll(() => filterOf(cardImage(page, 0))).toBe('none');
      expect(await filterOf(cardImage(page, 1))).toBe(BLUR);
      // A tap shows another one, and it stays shown once the pointer has gone.
      await cardImage(page, 1).click();
      await page.mouse.move(0, 0);
      await expect.poll(() => filterOf(cardImage(page, 1))).toBe('none');
      await expect.poll(() => filterOf(cardImage(page, 0))).toBe(BLUR);
      // From the keyboard, focus in a card shows its image.
      await cards(page).nth(2).getByRole('link').first().focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => filterOf(cardImage(page, 2))).toBe('none');

      // Remembered on the device: the reloaded page is discreet from its first paint.
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      expect(await page.title()).toBe('xmates');
      expect(await page.evaluate(() => document.documentElement.className)).toContain('discreet');
      await expect.poll(() => distinctFilters(page)).toEqual([BLUR]);
      expect(await pressed(page)).toBe('true');
      expect(await icon(page)).toBe(NEUTRAL_ICON);
    });
  });

  it("keeps a member's unread count and page names out of the title; My Hub's switch is the same choice", async () => {
    await withMember('discreet', async ({ context, page, member }) => {
      for (const id of ['discreet-1', 'discreet-2', 'discreet-3']) {
        await adminDb.doc(paths.notification(member.uid, id)).set(docs.notification());
      }
      await discreetOnDevice(context);
      await page.goto('/');
      // Three notices, and the welcome of a new account.
      const bell = page.getByRole('link', { name: /^Notifications/ }).first();
      await expect
        .poll(() => bell.getAttribute('aria-label'), { timeout: 20_000 })
        .toMatch(/^Notifications, [34] unread$/);
      expect(await page.title()).toBe('xmates');

      await page.goto('/profile');
      const on = page.getByRole('switch', { name: 'Discreet browsing' });
      await page.getByRole('heading', { name: 'On this device' }).waitFor();
      expect(await on.isChecked()).toBe(true);
      expect(await page.title()).toBe('xmates');

      // Off: the page's own title and the site's icon at once, the header's toggle with it.
      await on.click();
      expect(await page.title()).toBe('My Hub · xmates');
      expect(await icon(page)).toBe(SITE_ICON);
      expect(await pressed(page)).toBe('false');
      expect(await page.evaluate((key) => localStorage.getItem(key), DISCREET_STORAGE_KEY)).toBe(
        null,
      );

      await toggle(page).click();
      expect(await on.isChecked()).toBe(true);
      expect(await page.title()).toBe('xmates');
    });
  });

  it('is on before the app runs: the age gate and a product page, their images never sharp', async () => {
    const product = await ratedProduct();
    const { context, page } = await openPage(browser(), VIEWPORTS.mobile, { ageGate: 'ask' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await discreetOnDevice(context);
      // Only the served HTML and its inline scripts: the app's code never loads.
      await context.route('**/assets/*.js', (route) => route.abort());

      await page.goto('/');
      await page.getByRole('dialog', { name: 'Adults only' }).waitFor();
      expect(await page.title()).toBe('xmates');
      expect(await icon(page)).toBe(NEUTRAL_ICON);

      await page.goto(productPath(product.slug));
      const image = page.getByRole('img', { name: product.title }).first();
      await image.waitFor();
      expect(await filterOf(image)).toBe(BLUR);
      expect(await page.title()).toBe('xmates');
      // The served toggle shows the state the head's script found (the eye crossed out).
      expect(await toggle(page).locator('.eye-slash').isVisible()).toBe(true);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
