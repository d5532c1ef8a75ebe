// Age verification in a real browser (issue 25, verified mode): a visitor meets the 18+
// placeholder, chooses "Verify your age", logs in, starts the check, completes the emulator's
// local test verification with an adult date of birth, and the result page says verified; Home
// then shows the adults-only images and the outgoing links, still signed in. An under-18 date of
// birth gets its message and the placeholders stay. My Hub shows where the check stands.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGE_MESSAGES } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { newVerifiedMember } from '../support/auth';
import { useAgeMode } from '../support/age-mode';
import { paths } from '../support/paths';
import { card } from './support/feed';
import { useBrowser } from './support/suite';

const { withPage, withMember } = useBrowser();
let adultOnly: { id: string; slug: string };

beforeAll(async () => {
  const snap = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .where('isAdultsOnly', '==', true)
    .limit(1)
    .get();
  const doc = snap.docs[0];
  if (!doc) throw new Error('the seed has no adults-only product');
  adultOnly = { id: doc.id, slug: doc.get('slug') as string };
});

const restricted = (page: Page) =>
  card(page, adultOnly.id).getByRole('img', { name: /18\+ restricted/ });

/** A date of birth `years` years before today, as the local verification page takes it. */
function bornYearsAgo(years: number): string {
  const now = new Date();
  now.setUTCFullYear(now.getUTCFullYear() - years);
  return now.toISOString().slice(0, 10);
}

/** From /verify-age: Start, then the local test page with a date of birth, back to the result. */
async function checkAge(page: Page, dateOfBirth: string): Promise<void> {
  await page.getByRole('button', { name: 'Start age verification' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/verify-age/local/'));
  await page.getByLabel('Date of birth').fill(dateOfBirth);
  await page.getByRole('button', { name: 'Complete (test)' }).click();
  await page.waitForURL((url) => url.pathname === '/verify-age/result', { timeout: 60_000 });
}

// Declaration mode has no age check: its placeholders offer the 18+ gate instead
// (age-gate.test.ts covers that mode's gate and cards).
describe('age verification (verified mode)', () => {
  useAgeMode('verified');

  it('takes a visitor from the placeholder through login and the check to the adult images and links', async () => {
    const member = await newVerifiedMember('browser-age-adult');
    await withPage(async ({ page }) => {
      await page.goto(`/products/${adultOnly.slug}`);
      await restricted(page).waitFor();
      await card(page, adultOnly.id).getByRole('link', { name: AGE_MESSAGES.verifyAction }).click();

      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill('secret-123');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/verify-age');
      await page.getByText('What we keep').waitFor();

      await checkAge(page, bornYearsAgo(30));
      await page.getByText(AGE_MESSAGES.verified).waitFor({ timeout: 40_000 });

      // Home, still signed in: its cards carry links; the adult card (on the page that holds
      // it) shows its images and its link, no placeholder.
      await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('article a[target="_blank"]', { hasText: 'Watch' }).first().waitFor();
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await page.goto(`/?focus=${adultOnly.id}`);
      const product = card(page, adultOnly.id);
      await product.locator('img').first().waitFor();
      expect(await restricted(page).count()).toBe(0);
      await product.getByRole('link', { name: 'Watch' }).waitFor();

      await page.goto('/profile');
      expect(await page.getByTestId('age-verification-status').textContent()).toBe(
        'Verified: over 18',
      );
    });
  }, 90_000);

  it('keeps the placeholders for an under-18 date of birth, with its message', async () => {
    await withMember('browser-age-minor', async ({ page }) => {
      await page.goto('/profile');
      await page.getByTestId('age-verification-status').waitFor();
      expect(await page.getByTestId('age-verification-status').textContent()).toBe(
        'Not verified yet',
      );
      await page
        .getByRole('region', { name: 'Age verification' })
        .getByRole('link', { name: AGE_MESSAGES.verifyAction })
        .click();
      await page.waitForURL((url) => url.pathname === '/verify-age');

      await checkAge(page, bornYearsAgo(16));
      await page.getByText(AGE_MESSAGES.under18).waitFor({ timeout: 40_000 });

      await page.goto(`/products/${adultOnly.slug}`);
      await restricted(page).waitFor();
      await page.waitForTimeout(300); // time for images that should not come
      expect(await card(page, adultOnly.id).locator('img').count()).toBe(0);
      expect(await page.locator('a[target="_blank"]', { hasText: 'Watch' }).count()).toBe(0);
    });
  });
});
