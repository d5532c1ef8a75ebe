// Keyboard-only use: Tab reaches the feed filters, a card's actions, the comment dialog and
// the admin tables; Enter, Space, the arrows and Escape work them; and whatever has focus
// shows it (an outline, a shadow or MUI's focus-visible ripple).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/env';
import { signInStored } from './support/browser';
import { useBrowser } from './support/suite';
import { cards, toasts } from './support/feed';

const { withPage } = useBrowser();

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element is visibly marked: an outline, a box shadow or the focus ripple. */
async function focusIsVisible(page: Page): Promise<boolean> {
  await page.waitForTimeout(250); // MUI's focus ripple fades in
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const ripple = el.classList.contains('Mui-focusVisible');
    return outline || shadow || ripple;
  });
}

describe('keyboard only', () => {
  it('works the feed filters and a card’s actions, with visible focus', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await cards(page).first().waitFor();

      const categories = page.getByRole('button', { name: /^Categories/ });
      await tabTo(page, categories);
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const first = menu.getByRole('menuitemcheckbox').first();
      await expect.poll(() => isFocused(first)).toBe(true);
      await page.keyboard.press('Space');
      await menu.getByRole('menuitemcheckbox', { checked: true }).first().waitFor();
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.searchParams.has('categories'));
      await expect.poll(() => isFocused(categories)).toBe(true);

      // A visitor's Like asks to log in; the comment dialog opens, traps Escape, gives focus back.
      await cards(page).first().waitFor();
      const like = cards(page)
        .first()
        .getByRole('button', { name: /^Like: / });
      await tabTo(page, like);
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press('Enter');
      await toasts(page)
        .getByText(/Please log in to like/)
        .waitFor();

      const comments = cards(page)
        .first()
        .getByRole('button', { name: /^Comments: / });
      await tabTo(page, comments, 20);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Comments/ });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(comments)).toBe(true);
    });
  });

  it('reaches the admin table’s row actions and the tabs', async () => {
    await withPage(async ({ context, page }) => {
      await signInStored(context, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/admin');
      const tab = page.getByRole('tab', { selected: true });
      await tab.waitFor();
      await tabTo(page, tab);
      expect(await focusIsVisible(page)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
        .toBe('tab');
      await page.keyboard.press('ArrowLeft');
      // Tab from the tabs into the queue: a row's action button takes focus.
      await page.getByRole('table').waitFor();
      let reached = false;
      for (let i = 0; i < 80 && !reached; i += 1) {
        await page.keyboard.press('Tab');
        reached = await page.evaluate(
          () =>
            document.activeElement?.tagName === 'BUTTON' &&
            Boolean(document.activeElement.closest('table')),
        );
      }
      expect(reached).toBe(true);
      expect(await focusIsVisible(page)).toBe(true);
    });
  });
});
