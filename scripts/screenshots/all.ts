// Saves PNGs of the main pages, then of the feed and of submit and admin, at phone and desktop
// widths into screenshots/ at the repository root.
// Run inside the emulator suite: npm run with-emulators -- npx tsx scripts/screenshots/all.ts
import type { Page } from 'playwright-core';
import { uniqueEmail } from '@xmates/tests/auth';
import { signUpThroughUi } from '@xmates/tests/browser';
import { XMATES_URL } from '@xmates/tests/env';
import { SCREENSHOT_DIR, adminShot, takeShots, type Shot } from './take-shots';

/** Opens the account menu on wide screens, the drawer on phones. */
async function openMenu(page: Page): Promise<void> {
  // The bell shows at every width once the session is signed in.
  await page.getByRole('link', { name: 'Notifications' }).waitFor();
  const account = page.getByRole('button', { name: 'Account menu' });
  if (await account.isVisible()) {
    await account.click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  }
  await page.waitForTimeout(400); // let the opening transition finish
}

/** A page ready once its heading shows. */
const headed = (path: string, heading: string): Pick<Shot, 'path' | 'ready'> => ({
  path,
  ready: (page) => page.getByRole('heading', { name: heading }).waitFor(),
});

const SHOTS: Shot[] = [
  {
    name: 'home',
    path: '/',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Latest links' }).waitFor();
      // The grid reads Firestore after first paint: give it a moment to fill in.
      await page
        .locator('article')
        .first()
        .waitFor({ timeout: 8_000 })
        .catch(() => undefined);
    },
  },
  { name: 'login', ...headed('/login', 'Welcome back') },
  {
    name: 'login-google-hint',
    ...headed('/login', 'Welcome back'),
    act: async (page) => {
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByText('Signed up with Google?').waitFor();
    },
  },
  { name: 'signup', ...headed('/signup', 'Create your account') },
  { name: 'not-found', ...headed('/this-does-not-exist', 'Page not found') },
  {
    // A fresh sign-up before verification: the visitor's header with Logout and the verify toast.
    name: 'unverified-home',
    ...headed('/signup', 'Create your account'),
    act: async (page) => {
      await signUpThroughUi(page, uniqueEmail('shot-unverified'), 'Secret-123!');
      await page.goto('/');
      await page.getByRole('heading', { name: 'Latest links' }).waitFor();
      await page.locator('article').first().waitFor();
    },
  },
  { name: 'member-menu', ...headed('/', 'Latest links'), as: 'member', act: openMenu },
  {
    name: 'my-submissions',
    path: '/my-submissions',
    as: 'member',
    ready: (page) => page.getByText(/^Approved • \d+ items?$/).waitFor(),
  },
  adminShot('admin', '/admin', (page) => page.getByRole('tab').first().waitFor()),
];

// (The 18+ gate is answered; feed.ts has the pictures of the gate itself.)
await takeShots(SHOTS);
console.log(`Screenshots of ${XMATES_URL} are in ${SCREENSHOT_DIR}`);

// The other sets, each in its own module with its own browser, so this list above stays short.
const SETS = [
  // Submit page, Link Verification & Create and the Create Product modal (issue 4).
  async () => (await import('./submit-admin')).takeSubmitAdminShots(),
  // The feed with its filter panels, the age gate, comments and the product page (issue 3).
  async () => (await import('./feed')).takeFeedShots(),
  // The information pages (issue 12).
  async () => (await import('./info-pages')).takeInfoPageShots(),
  // The moderation tabs (issue 8), after members report a few products, comments and replies.
  async () => (await import('./moderation')).takeModerationShots(),
  // The Link health tab over the whole catalogue (issue 37).
  async () => (await import('./link-health')).takeLinkHealthShots(),
  // The bell, /notifications and User Communication (issue 9).
  async () => (await import('./notifications')).takeNotificationShots(),
  // /donate, the local test checkout, /contact, and the Donations and Contact Inbox tabs (issue 11).
  async () => (await import('./donations')).takeDonationShots(),
  // My Hub, the member lists and the admin's Badges tab (issue 10).
  async () => (await import('./hub')).takeHubShots(),
  // The comments dialog with the member's own comment open for editing, and a tombstone (issue 26).
  async () => (await import('./own-comments')).takeOwnCommentShots(),
  async () => (await import('./member-control')).takeMemberControlShots(),
  async () => (await import('./search')).takeSearchShots(),
];
for (const takeSet of SETS) await takeSet();
