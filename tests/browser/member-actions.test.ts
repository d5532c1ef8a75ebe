// A fresh member's card actions in a real browser, checked against Firestore: like (with the
// 3-second throttle), favorite, rate, dislike (the card leaves Home and the page refills),
// report, comment and reply; then the Liked, Favorites and Disliked lists. And the visitor's
// 'Please log in to …' prompts. The outgoing link's test runs in both age assurance modes
// (verified mode switched by support/age-mode.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AGE_ASSURANCE_MODES,
  AGE_CLAIM,
  AGE_CLAIM_VERIFIED,
  DEFAULT_AGE_ASSURANCE,
  LIMITS,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { updateAccount } from '../support/auth';
import { useAgeMode } from '../support/age-mode';
import { paths } from '../support/paths';
import { useBrowser } from './support/suite';
import {
  card,
  cardIds,
  expectedFeed,
  pageOf,
  passAgeGate,
  storedReaction,
  toasts,
} from './support/feed';

const { withPage, withMember } = useBrowser();

const latest = { categories: [], tags: [], tagMode: 'any', sort: 'latest' } as const;
const feed = () => expectedFeed({ ...latest, categories: [], tags: [] });

/** The number shown on a card's count button, e.g. "Like: 44" → 44. */
async function countOf(page: Page, id: string, label: string): Promise<number> {
  const name =
    (await card(page, id)
      .getByRole('button', { name: new RegExp(`^${label}: `) })
      .getAttribute('aria-label')) ?? '';
  return Number(/: (\d+)$/.exec(name)?.[1] ?? NaN);
}

const button = (page: Page, id: string, label: string) =>
  card(page, id).getByRole('button', { name: new RegExp(`^${label}: `) });

/**
 * Clicks a card's Favorite or Dislike button; waits until it shows `pressed`, then until the
 * member's stored reaction says so.
 */
async function toggle(
  page: Page,
  uid: string,
  id: string,
  label: 'Favorite' | 'Dislike',
  pressed: boolean,
) {
  await button(page, id, label).click();
  await expect
    .poll(() => button(page, id, label).getAttribute('aria-pressed'))
    .toBe(String(pressed));
  const field = label === 'Favorite' ? 'favorite' : 'disliked';
  await expect.poll(async () => (await storedReaction(uid, id))?.[field]).toBe(pressed);
}

async function storedCount(id: string, field: string): Promise<number> {
  return Number((await adminDb.doc(paths.product(id)).get()).get(field) ?? 0);
}

describe('a member reacting to cards', () => {
  it('likes, favorites, rates, reports and dislikes; the lists follow', async () => {
    await withMember('browser-react', { ageGate: 'ask' }, async ({ page, member }) => {
      await page.goto('/');
      await passAgeGate(page);
      const ids = await feed();
      await expect.poll(() => cardIds(page)).toEqual(pageOf(ids, 1));
      const [liked = '', favorite = '', rated = '', disliked = '', reported = ''] = ids;

      // Like: optimistic, then stored; a second click within 3 s is refused by the card.
      const likes = await countOf(page, liked, 'Like');
      await button(page, liked, 'Like').click();
      await expect
        .poll(() => button(page, liked, 'Like').getAttribute('aria-pressed'))
        .toBe('true');
      expect(await countOf(page, liked, 'Like')).toBe(likes + 1);
      await expect.poll(async () => (await storedReaction(member.uid, liked))?.liked).toBe(true);
      await button(page, liked, 'Like').click();
      await toasts(page).getByText('One action every 3 seconds per card').waitFor();
      expect(await countOf(page, liked, 'Like')).toBe(likes + 1);

      await toggle(page, member.uid, favorite, 'Favorite', true);

      await card(page, rated).getByRole('button', { name: 'Rate 4 stars' }).click();
      await card(page, rated).getByText('you: 4★').waitFor();
      await expect.poll(async () => (await storedReaction(member.uid, rated))?.rating).toBe(4);

      await card(page, reported).getByRole('button', { name: 'Report Link' }).click();
      await toasts(page).getByText('Thanks for the report.', { exact: false }).waitFor();
      await card(page, reported).getByRole('button', { name: 'Reported' }).click();
      await toasts(page)
        .getByText('You have already reported this product. We will review it soon. Thank you!')
        .waitFor();

      // Dislike: the card leaves Home at once, and a fresh load refills the page with six.
      await button(page, disliked, 'Dislike').click();
      const dislikedAt = Date.now();
      await card(page, disliked).waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await storedReaction(member.uid, disliked))?.disliked)
        .toBe(true);
      await page.reload();
      await expect
        .poll(() => cardIds(page))
        .toEqual(
          pageOf(
            ids.filter((id) => id !== disliked),
            1,
          ),
        );
      // And on the next page too: nothing is skipped or repeated.
      await page.getByRole('link', { name: 'Next page' }).click();
      await expect
        .poll(() => cardIds(page))
        .toEqual(
          pageOf(
            ids.filter((id) => id !== disliked),
            2,
          ),
        );

      const lists: [string, string, string][] = [
        ['/liked-products', 'My Likes', liked],
        ['/favorites', 'My Favorites', favorite],
        ['/disliked-products', 'My Dislikes', disliked],
      ];
      for (const [path, heading, id] of lists) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await card(page, id).waitFor();
        expect(await cardIds(page)).toEqual([id]);
      }

      // Undoing the dislike from the Disliked list brings the card back to Home. A card takes
      // one action per 3 s, on the server too, so the undo waits until the dislike's have passed.
      await page.waitForTimeout(Math.max(0, dislikedAt + LIMITS.cardActionThrottleMs - Date.now()));
      // The button turns at once (optimistic); leaving the page before the API stored the
      // undo would cancel the call.
      await toggle(page, member.uid, disliked, 'Dislike', false);
      await page.goto('/');
      await expect.poll(() => cardIds(page)).toEqual(pageOf(await feed(), 1));
    });
  }, 90_000);

  it('comments and replies in the dialog; the counts follow', async () => {
    await withMember('browser-talk', async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      const [id = ''] = await feed();
      await card(page, id).waitFor();
      const before = await storedCount(id, 'commentsCount');
      const shown = await countOf(page, id, 'Comments');

      await button(page, id, 'Comments').click();
      const dialog = page.getByRole('dialog', { name: /^Comments/ });
      await dialog.waitFor();
      const text = `Lovely light in this one <b>really</b> ${Date.now()}`;
      await dialog.getByRole('textbox', { name: 'Add a comment' }).fill(text);
      await dialog.getByRole('button', { name: 'Post comment' }).click();
      const comment = dialog
        .getByRole('listitem', { name: /^Comment by/ })
        .filter({ hasText: text });
      await comment.waitFor();
      // Plain text: the markup is shown as typed, never interpreted.
      expect(await comment.locator('b').count()).toBe(0);

      await comment.getByRole('button', { name: 'Reply', exact: true }).click();
      await comment
        .getByRole('textbox', { name: 'Your reply' })
        .fill('Agreed, the colours are great.');
      await comment.getByRole('button', { name: 'Reply', exact: true }).last().click();
      await comment.getByText('Agreed, the colours are great.').waitFor();

      await dialog.getByRole('heading', { name: `Comments (${shown + 2})` }).waitFor();
      await expect.poll(() => storedCount(id, 'commentsCount')).toBe(before + 2);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await countOf(page, id, 'Comments')).toBe(shown + 2);

      // Reporting one's own comment works once; the second time says so.
      await button(page, id, 'Comments').click();
      await dialog.waitFor();
      const again = dialog.getByRole('listitem', { name: /^Comment by/ }).filter({ hasText: text });
      // (While a dialog is open MUI hides the page behind it from the accessibility tree,
      // toasts included, so they are found by their text.)
      await again.getByRole('button', { name: 'Report' }).first().click();
      await page.getByText('Thanks for the report.', { exact: false }).waitFor();
      await again.getByRole('button', { name: 'Reported' }).first().click();
      await page.getByText('You have already reported this comment.').waitFor();
    });
  }, 60_000);
});

describe('a visitor', () => {
  // How long such a prompt stays (5 s, and while hovered) is toast-area.test.tsx's, on a fake clock.
  it('is asked to log in for each card action, and Login comes back', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      const [id = ''] = await feed();
      await card(page, id).waitFor();
      const prompts: [() => Promise<void>, string][] = [
        [() => button(page, id, 'Like').click(), 'Please log in to like'],
        [() => button(page, id, 'Dislike').click(), 'Please log in to dislike'],
        [() => button(page, id, 'Favorite').click(), 'Please log in to favorite'],
        [
          () => card(page, id).getByRole('button', { name: 'Rate 5 stars' }).click(),
          'Please log in to rate',
        ],
        [
          () => card(page, id).getByRole('button', { name: 'Report Link' }).click(),
          'Please log in to report',
        ],
        [
          () => card(page, id).getByRole('button', { name: 'Watch' }).click(),
          'Please log in to view link',
        ],
      ];
      for (const [act, message] of prompts) {
        await act();
        // The toast holds the message and its Login button.
        await toasts(page).getByText(message).waitFor();
      }
      expect(await card(page, id).locator('a[target="_blank"]').count()).toBe(0);
      await toasts(page).getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('from') === '/',
      );
    });
  });
});

for (const mode of AGE_ASSURANCE_MODES) {
  describe(`the outgoing link in ${mode} mode`, () => {
    if (mode !== DEFAULT_AGE_ASSURANCE) useAgeMode(mode);

    it(`sees the outgoing link only once signed in and past the gate${mode === 'verified' ? ', and age verified' : ''}`, async () => {
      await withMember('browser-link', async ({ page, member }) => {
        await page.goto('/');
        await passAgeGate(page);
        const [id = ''] = await feed();
        const link = card(page, id).getByRole('link', { name: 'Watch' });
        if (mode === 'verified') {
          // A member whose age is not verified gets no link: Watch leads to the age check.
          await card(page, id).getByRole('button', { name: 'Watch' }).click();
          await page.waitForURL((url) => url.pathname === '/verify-age');
          expect(await page.locator('a[target="_blank"]', { hasText: 'Watch' }).count()).toBe(0);
          // Verified (the claim a provider's check sets); the next session sync's token has it.
          await updateAccount(member.uid, {
            customAttributes: JSON.stringify({ [AGE_CLAIM]: AGE_CLAIM_VERIFIED }),
          });
          await page.goto('/');
        }
        await link.waitFor();
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        // The link comes from the members-only watchLinks document, not the public product.
        const stored = (await adminDb.doc(paths.watchLink(id)).get()).get('link');
        expect(stored).toMatch(/^https:\/\//);
        expect(await link.getAttribute('href')).toBe(stored);
      });
    });
  });
}
