// The public moderation log as a visitor reads it: linked from every page's footer, what was
// done to what kind of item, why and when, newest first, older entries on demand, and nothing
// that names anyone.
import { describe, expect, it } from 'vitest';
import { newVerifiedMember } from '../support/auth';
import { api } from '../support/api';
import { syncedAdmin } from '../api/link-helpers';
import { postComment } from '../api/moderation-helpers';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser(removeFixtures);

describe('the public moderation log', () => {
  it('lists the newest 20 acts from the footer’s link, older ones on demand, naming nobody', async () => {
    const admin = await syncedAdmin('browser-public-log');
    const writer = await newVerifiedMember('browser-public-log-writer');
    const productId = await fixtureProduct({ title: 'Public log page fixture' });
    const words = `Words for the log page ${Date.now().toString(36)}`;
    const posted = await postComment(productId, writer.idToken, words);
    expect(posted.status).toBe(201);
    // More than a page of acts: a moderator hides and restores the comment eleven times.
    const hide = (hidden: boolean) =>
      api('PATCH', `/api/admin/${productId}/comments/${posted.body.id}/hide`, {
        token: admin.idToken,
        body: { hide: hidden },
      });
    for (let i = 0; i < 11; i += 1) {
      expect((await hide(true)).status).toBe(200);
      expect((await hide(false)).status).toBe(200);
    }

    await withPage(async ({ page }) => {
      await page.goto('/faq');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Moderation log' }).click();
      await page.waitForURL('**/moderation-log');
      await page.getByRole('heading', { name: 'Moderation log' }).waitFor();
      const entries = page.getByRole('list', { name: 'Moderation log' }).getByRole('listitem');
      await expect.poll(() => entries.count()).toBe(20);
      // The newest minute's acts, in no particular order within it (the minute is all they keep).
      const shown = await entries.allTextContents();
      for (const act of ['Comment restoredModerator review', 'Comment hiddenModerator review']) {
        expect(
          shown.some((text) => text.startsWith(act)),
          act,
        ).toBe(true);
      }

      await page.getByRole('button', { name: 'Older entries' }).click();
      await expect.poll(() => entries.count()).toBeGreaterThan(20);
      const text = (await page.getByRole('main').textContent()) ?? '';
      for (const secret of [words, writer.email, admin.email, 'Public log page fixture']) {
        expect(text, secret).not.toContain(secret);
      }
    });
  });
});
