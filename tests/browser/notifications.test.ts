// Notifications in a real browser. Member B signs in (a new account: the welcome message
// arrives), member A likes and comments on B's product, and B's bell counts up live; B opens
// /notifications, marks one notice read, then all. An admin writes to B from User
// Communication, B answers from the notice, and the admin sees the answer in the thread.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PAGE_TEXTS } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember, updateAccount } from '../support/auth';
import { paths } from '../support/paths';
import { importAccount } from '../api/helpers';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { openPage, signInStored, signInThroughUi } from './support/browser';
import { card, passAgeGate } from './support/feed';
import { useBrowser } from './support/suite';

const { browser, withPage } = useBrowser(removeFixtures);

const PASSWORD = 'secret-123';

/**
 * The account with a display name: on the Auth user (signing in adopts it) and on the public
 * profile (for accounts that only call the API).
 */
async function named<T extends { uid: string }>(account: T, name: string) {
  await updateAccount(account.uid, { displayName: name });
  await adminDb.doc(paths.profile(account.uid)).set({ displayName: name }, { merge: true });
  return { ...account, name };
}

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ }).first();
const bellLabel = (page: Page) => bell(page).getAttribute('aria-label');
const notice = (page: Page, text: string) =>
  page.getByRole('listitem', { name: text, exact: true });

describe('notifications', () => {
  it('B hears of likes and comments live, marks them read, and answers an admin', async () => {
    const suffix = Date.now().toString(36).slice(-5);
    const a = await named(await newVerifiedMember('notif-a'), `Alex ${suffix}`);
    const b = await named(await newVerifiedMember('notif-b'), `Bea ${suffix}`);
    const admin = await named(await newAdmin('notif-admin'), `Team ${suffix}`);
    const productId = await fixtureProduct({ owner: { uid: b.uid, displayName: b.name } });

    const member = await openPage(browser());
    const staff = await openPage(browser());
    try {
      const page = member.page;
      // A new account signing in within 120 s gets the welcome message: the bell shows 1.
      await signInThroughUi(page, b.email, PASSWORD);
      await expect.poll(() => bellLabel(page), { timeout: 20_000 }).toBe('Notifications, 1 unread');

      // A likes and comments on B's product; B's bell counts up without a reload.
      await api('POST', `/api/products/${productId}/like`, { token: a.idToken, body: {} });
      await expect.poll(() => bellLabel(page), { timeout: 20_000 }).toBe('Notifications, 2 unread');
      await api('POST', `/api/products/${productId}/comments`, {
        token: a.idToken,
        body: { text: 'Loved it' },
      });
      await expect.poll(() => bellLabel(page), { timeout: 20_000 }).toBe('Notifications, 3 unread');

      await bell(page).click();
      await page.waitForURL('**/notifications');
      const liked = notice(page, `${a.name} liked your submitted video`);
      const commented = notice(page, `${a.name} commented on your video link`);
      await liked.waitFor();
      await commented.waitFor();
      await page.getByText('3 unread').waitFor();
      expect(await page.getByText('New', { exact: true }).count()).toBe(3);
      expect(
        await liked
          .getByRole('link', { name: NOTIFICATION_PAGE_TEXTS.viewProduct })
          .getAttribute('href'),
      ).toBe(`/?focus=${productId}`);
      await notice(page, 'xmates sent you a message:')
        .getByText(NOTIFICATION_MESSAGES.welcomeText)
        .waitFor();

      // Mark one: its 'New' badge goes, the bell and the title count down.
      await liked.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Mark selected' }).click();
      await liked.getByText('New', { exact: true }).waitFor({ state: 'detached' });
      await expect.poll(() => bellLabel(page)).toBe('Notifications, 2 unread');
      await page.getByText('2 unread').waitFor();
      expect(await liked.getByRole('checkbox').isChecked()).toBe(false);

      // 'Unread only' hides the read one.
      await page.getByLabel('Unread only').check();
      await liked.waitFor({ state: 'detached' });
      await page.getByLabel('Unread only').uncheck();

      // The bell and the title's count follow the live unread count, which may arrive before
      // the answer to 'Mark all' that takes the badges off the list: wait for both.
      await page.getByRole('button', { name: 'Mark all' }).click();
      await expect.poll(() => bellLabel(page)).toBe('Notifications');
      await expect.poll(() => page.getByText('New', { exact: true }).count()).toBe(0);
      await page.getByText('0 unread').waitFor();

      // The admin writes to B from User Communication.
      const desk = staff.page;
      await signInStored(staff.context, admin.email, PASSWORD);
      await desk.goto('/admin?tab=user-comm');
      await desk.getByLabel('Search users').fill(b.email.slice(0, 16));
      await desk.getByRole('list', { name: 'Users found' }).getByText(b.email).click();
      const conversation = desk.getByRole('region', { name: `Conversation with ${b.name}` });
      await conversation.getByText('No messages yet.', { exact: false }).waitFor();
      await conversation.getByLabel('Direct message').fill('Hi Bea, thanks for sharing!');
      await conversation.getByRole('button', { name: 'Send message' }).click();
      await conversation.getByText('Hi Bea, thanks for sharing!').waitFor();

      // B's bell counts the DM; B answers from the notice.
      await expect.poll(() => bellLabel(page), { timeout: 20_000 }).toBe('Notifications, 1 unread');
      await page.getByRole('button', { name: 'Refresh' }).click();
      const dm = notice(page, `${admin.name} sent you a message:`);
      await dm.getByText('Hi Bea, thanks for sharing!').waitFor();
      await dm.getByRole('button', { name: 'Reply' }).click();
      const box = dm.getByLabel('Your reply');
      await box.fill('Thank you, Team!');
      await dm.getByRole('button', { name: 'Send', exact: true }).click();
      await box.waitFor({ state: 'detached' });

      // The admin sees the answer in the thread.
      await conversation.getByRole('button', { name: 'Refresh' }).click();
      await conversation.getByText('Thank you, Team!').waitFor();

      // 'View submitted video card' opens the card on Home, scrolled to and highlighted.
      await liked.getByRole('link', { name: NOTIFICATION_PAGE_TEXTS.viewProduct }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.search === `?focus=${productId}`);
      await passAgeGate(page);
      await expect.poll(() => card(page, productId).getAttribute('data-highlight')).toBe('on');
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  }, 180_000);

  it('shows five placeholder rows while loading, then the empty state', async () => {
    // Older than 120 s: no welcome message, so nothing to show.
    const old = await importAccount({ ageMs: 10 * 60_000, emailVerified: true });
    await withPage(async ({ context, page }) => {
      // Hold the list's answer so the placeholders can be seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/api/notifications',
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await signInStored(context, old.email, PASSWORD);
      await page.goto('/notifications');
      await expect.poll(() => page.getByTestId('notification-placeholder').count()).toBe(5);
      release();
      await page.getByText(NOTIFICATION_PAGE_TEXTS.emptyTitle).waitFor();
      await page.getByText(NOTIFICATION_PAGE_TEXTS.emptyBody).waitFor();
      await page.getByText(NOTIFICATION_PAGE_TEXTS.loadingSettings).waitFor({ state: 'detached' });
    });
  });
});
