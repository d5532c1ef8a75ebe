// My Submissions in a real browser: every approved product of the member (more than a hundred,
// so more than one API answer), six a page, matched by the member's account and not by their
// e-mail address, which changes first; and the empty state.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIMITS } from '@xmates/domain';
import { adminAuth } from '../support/admin';
import { newVerifiedMember, uniqueEmail } from '../support/auth';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { signInThroughUi } from './support/browser';
import { useBrowser } from './support/suite';
import { cardIds, cards } from './support/feed';

const PAGE = LIMITS.mySubmissionsPageSize;
/** More than one API answer (100) holds. */
const COUNT = LIMITS.ownListMax + 3;

const { withPage, withMember } = useBrowser(removeFixtures);

const pager = (page: Page) => page.getByRole('navigation', { name: 'pagination navigation' });

describe('My Submissions', () => {
  it('shows every approved submission, six a page, after the member’s e-mail changed', async () => {
    const member = await newVerifiedMember('browser-owner');
    const stranger = await newVerifiedMember('browser-stranger');
    const owner = { uid: member.uid, displayName: 'Fixture owner' };
    const mine: string[] = [];
    for (let i = 0; i < COUNT; i += 1) mine.push(await fixtureProduct({ owner }));
    await fixtureProduct({ owner, approved: false });
    await fixtureProduct({ owner: { uid: stranger.uid, displayName: 'Someone else' } });
    const newest = [...mine].reverse();

    const changed = uniqueEmail('browser-owner-moved');
    // A completed address change (the new address verified, as verifyBeforeUpdateEmail does).
    await adminAuth.updateUser(member.uid, { email: changed, emailVerified: true });

    await withPage(async ({ page }) => {
      await signInThroughUi(page, changed, 'secret-123');
      await page.goto('/my-submissions');
      await page.getByRole('heading', { level: 1, name: 'My Submissions' }).waitFor();
      await page.getByText(`Approved • ${COUNT} items`).waitFor();

      // One column on phones, two wider.
      const columns = await page
        .getByRole('region', { name: 'My Submissions' })
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(2);

      const pages = Math.ceil(COUNT / PAGE);
      const seen: string[] = [];
      for (let n = 1; n <= pages; n += 1) {
        const expected = newest.slice((n - 1) * PAGE, n * PAGE);
        await expect.poll(() => cardIds(page), { timeout: 10_000 }).toEqual(expected);
        seen.push(...expected);
        if (n < pages) await pager(page).getByRole('button', { name: 'Go to next page' }).click();
      }
      expect(seen).toEqual(newest);
      expect(await pager(page).locator('[aria-current="page"]').textContent()).toBe(String(pages));
    });
  }, 120_000);

  it('says so when nothing is approved yet, with a link to submit one', async () => {
    await withMember('browser-empty', async ({ page }) => {
      await page.goto('/my-submissions');
      await page.getByText('No approved submissions yet').waitFor();
      await page.getByText('Approved • 0 items').waitFor();
      await page
        .getByText('Videos you submit and that get approved will appear here as cards.')
        .waitFor();
      const submit = page.getByRole('main').getByRole('link', { name: 'Submit a video link' });
      expect(await submit.getAttribute('href')).toBe('/submit');
      expect(await cards(page).count()).toBe(0);
    });
  });
});
