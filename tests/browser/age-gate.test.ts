// The 18+ gate in a real browser: it covers Home until the visitor declares 18+, 18+ products
// stay restricted until then, the answer lasts for the session (and lapses after 30 minutes),
// /age-gate?next= returns where it was asked from, and crawlers are never stopped. The tests
// whose answer depends on the mode run in both (verified mode switched by support/age-mode.ts):
// in verified mode the declaration is only a content warning, so 18+ products stay restricted
// after it, with the placeholder's "Verify your age" action.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AGE_ASSURANCE_MODES,
  AGE_GATE_STORAGE_KEY,
  AGE_MESSAGES,
  DEFAULT_AGE_ASSURANCE,
  LIMITS,
  type AgeAssuranceMode,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { useAgeMode } from '../support/age-mode';
import { paths } from '../support/paths';
import { card, cards } from './support/feed';
import { useBrowser } from './support/suite';

const { browser, withPage } = useBrowser();
let adultOnly: { id: string; slug: string; title: string };

beforeAll(async () => {
  const snap = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .where('isAdultsOnly', '==', true)
    .limit(1)
    .get();
  const doc = snap.docs[0];
  if (!doc) throw new Error('the seed has no adults-only product');
  adultOnly = { id: doc.id, slug: doc.get('slug') as string, title: doc.get('title') as string };
});

const enter = /I am 18 or older/;

/**
 * What the adults-only product's card shows once the gate was answered: its images
 * (declaration mode), or still the placeholder with the age check's action (verified mode).
 */
async function expectAnsweredGateView(page: Page, mode: AgeAssuranceMode): Promise<void> {
  const product = card(page, adultOnly.id);
  const placeholder = product.getByRole('img', { name: /18\+ restricted/ });
  if (mode === 'declaration') {
    await product.locator('img').first().waitFor();
    expect(await placeholder.count()).toBe(0);
    return;
  }
  await placeholder.waitFor();
  await product.getByText(AGE_MESSAGES.placeholder).waitFor();
  await page.waitForTimeout(300); // time for images that should not come
  const verify = product.getByRole('link', { name: AGE_MESSAGES.verifyAction });
  // A visitor logs in first, then comes back to the age check.
  expect(await verify.getAttribute('href')).toBe(
    `/login?from=${encodeURIComponent('/verify-age')}`,
  );
  expect(await product.locator('img').count()).toBe(0);
}

describe('age gate', () => {
  it('lapses after 30 minutes and asks again', async () => {
    await withPage({ ageGate: 'ask' }, async ({ context, page }) => {
      const stale = Date.now() - LIMITS.ageGateValidityMs - 1_000;
      await context.addInitScript(
        ([key, at]) => sessionStorage.setItem(key, JSON.stringify({ acceptedAt: at })),
        [AGE_GATE_STORAGE_KEY, stale] as const,
      );
      await page.goto('/');
      await page.getByRole('button', { name: enter }).waitFor();
    });
  });

  it('covers a shared /search link too, and comes back there when the answer lapses', async () => {
    await withPage({ ageGate: 'ask' }, async ({ context, page }) => {
      const words = adultOnly.title.split(/\s+/).slice(0, 2).join(' ');
      await page.goto(`/search?q=${encodeURIComponent(words)}`);
      const gate = page.getByRole('dialog', { name: 'Adults only' });
      await gate.waitFor();
      expect(await cards(page).count()).toBe(0);
      await gate.getByRole('button', { name: enter }).click();
      await gate.waitFor({ state: 'hidden' });
      await cards(page).first().waitFor();

      // The answer lapses: the next visit asks again instead of "Searching…" forever.
      const stale = Date.now() - LIMITS.ageGateValidityMs - 1_000;
      await context.addInitScript(
        ([key, at]) => sessionStorage.setItem(key, JSON.stringify({ acceptedAt: at })),
        [AGE_GATE_STORAGE_KEY, stale] as const,
      );
      await page.reload();
      await gate.waitFor();
      expect(await page.getByText(/Searching for/).count()).toBe(0);
    });
  });

  it('lets search-engine crawlers through without asking', async () => {
    const context = await browser().newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: process.env.XMATES_URL ?? 'http://127.0.0.1:5000',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await cards(page).first().waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByRole('button', { name: enter }).count()).toBe(0);
      // Crawlers are never signed in: the outgoing link stays hidden.
      expect(await page.locator('a[target="_blank"]', { hasText: 'Watch' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

for (const mode of AGE_ASSURANCE_MODES) {
  describe(`age gate in ${mode} mode`, () => {
    if (mode !== DEFAULT_AGE_ASSURANCE) useAgeMode(mode);

    it('covers Home until the visitor declares 18+, then stays answered for the session', async () => {
      await withPage({ ageGate: 'ask' }, async ({ page }) => {
        await page.goto('/');
        const gate = page.getByRole('dialog', { name: 'Adults only' });
        await gate.waitFor();
        expect(
          await gate.getByRole('link', { name: 'Terms of Service' }).getAttribute('href'),
        ).toBe('/terms');
        await gate.getByRole('link', { name: 'Leave' }).waitFor();
        // Verified mode: the gate also offers the age check (once the app has rendered over the
        // prerendered page, which cannot know the mode).
        await expect
          .poll(() => gate.getByRole('link', { name: AGE_MESSAGES.verifyAction }).count())
          .toBe(mode === 'verified' ? 1 : 0);
        // The page behind is inert: its controls cannot be reached.
        expect(await page.locator('header').evaluate((el) => el.closest('[inert]') !== null)).toBe(
          true,
        );
        await gate.getByRole('button', { name: enter }).click();
        await gate.waitFor({ state: 'hidden' });
        await cards(page).first().waitFor();
        const stored = await page.evaluate(
          (key) => sessionStorage.getItem(key),
          AGE_GATE_STORAGE_KEY,
        );
        expect(JSON.parse(stored ?? '{}').acceptedAt).toBeGreaterThan(0);

        await page.reload();
        await cards(page).first().waitFor();
        expect(await page.getByRole('button', { name: enter }).count()).toBe(0);
      });
    });
    it('shows 18+ products as restricted until accepted (verified mode: until the age is verified)', async () => {
      await withPage({ ageGate: 'ask' }, async ({ page }) => {
        // Behind the gate the page already renders; an 18+ product never shows its images.
        await page.goto(`/products/${adultOnly.slug}`);
        await page.getByRole('button', { name: enter }).waitFor();
        const product = card(page, adultOnly.id);
        await product.getByRole('img', { name: /18\+ restricted/ }).waitFor();
        expect(await product.locator('img').count()).toBe(0);
        await page.getByRole('button', { name: enter }).click();
        await page.getByRole('button', { name: enter }).waitFor({ state: 'hidden' });
        await expectAnsweredGateView(page, mode);
      });
    });
    it("asks the FAQ's age-check question only in verified mode (the spec's FAQ has four)", async () => {
      await withPage(async ({ page }) => {
        await page.goto('/faq');
        await page.getByRole('heading', { name: 'Which badges can I earn?' }).waitFor();
        for (const question of [
          'What happens when I dislike a video link?',
          'What do likes and favorites do?',
          'A link is broken or shows something else. What do I do?',
        ]) {
          expect(await page.getByRole('heading', { name: question }).count(), question).toBe(1);
        }
        const ageCheck = page.getByRole('heading', { name: /How do you check my age/ });
        await expect.poll(() => ageCheck.count()).toBe(mode === 'verified' ? 1 : 0);
      });
    });
    it('/age-gate?next= goes back to the page that asked', async () => {
      await withPage({ ageGate: 'ask' }, async ({ page }) => {
        await page.goto(`/age-gate?next=${encodeURIComponent(`/products/${adultOnly.slug}`)}`);
        await page.getByRole('heading', { name: 'Adults only' }).waitFor();
        await page.getByRole('button', { name: enter }).click();
        await page.waitForURL((url) => url.pathname === `/products/${adultOnly.slug}`);
        await expectAnsweredGateView(page, mode);
        // An outside target is refused: it goes home instead.
        await page.goto('/age-gate?next=https://elsewhere.test/');
        await page.waitForURL((url) => url.pathname === '/');
      });
    });
  });
}
