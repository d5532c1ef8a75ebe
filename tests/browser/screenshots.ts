// Saves PNGs of the main pages at phone and desktop widths into /work/main/screenshots/.
// Run inside the emulator suite: npm run with-emulators -- npx tsx tests/browser/screenshots.ts
import type { Page } from 'playwright-core';
import { DEMO, XMATES_URL } from '../support/env';
import {
  SCREENSHOT_DIR,
  VIEWPORTS,
  launchBrowser,
  openPage,
  screenshot,
  signInThroughUi,
} from './support/browser';

interface Shot {
  name: string;
  path: string;
  as?: keyof typeof DEMO;
  /** Waits until the page shows what it is about. */
  ready: (page: Page) => Promise<unknown>;
  /** Optional interaction before the picture (opening a menu). */
  act?: (page: Page) => Promise<unknown>;
}

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

const SHOTS: Shot[] = [
  {
    name: 'home',
    path: '/',
    ready: (page) => page.getByRole('heading', { name: 'Latest links' }).waitFor(),
  },
  {
    name: 'login',
    path: '/login',
    ready: (page) => page.getByRole('heading', { name: 'Welcome back' }).waitFor(),
  },
  {
    name: 'signup',
    path: '/signup',
    ready: (page) => page.getByRole('heading', { name: 'Create your account' }).waitFor(),
  },
  {
    name: 'not-found',
    path: '/this-does-not-exist',
    ready: (page) => page.getByRole('heading', { name: 'Page not found' }).waitFor(),
  },
  {
    name: 'member-menu',
    path: '/',
    as: 'member',
    ready: (page) => page.getByRole('heading', { name: 'Latest links' }).waitFor(),
    act: openMenu,
  },
  {
    name: 'admin',
    path: '/admin',
    as: 'admin',
    ready: (page) => page.getByRole('tab').first().waitFor(),
  },
];

const browser = await launchBrowser();
try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const shot of SHOTS) {
      // (openPage answers the 18+ gate; feed-shots.ts has the pictures of the gate itself.)
      const { context, page } = await openPage(browser, viewport);
      try {
        if (shot.as) await signInThroughUi(page, DEMO[shot.as].email, DEMO[shot.as].password);
        await page.goto(shot.path);
        await shot.ready(page);
        // The home grid reads Firestore after first paint: give it a moment to fill in.
        if (shot.name === 'home') {
          await page
            .locator('article')
            .first()
            .waitFor({ timeout: 8_000 })
            .catch(() => undefined);
        }
        if (shot.act) await shot.act(page);
        const file = await screenshot(page, `${shot.name}-${viewport.width}`, !shot.act);
        console.log(`saved ${file.replace(`${SCREENSHOT_DIR}/`, 'screenshots/')} (${size})`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`Screenshots of ${XMATES_URL} are in ${SCREENSHOT_DIR}`);

// Submit page, Link Verification & Create and the Create Product modal (issue 4): their own
// module, with their own browser, so this list above stays short.
const { takeSubmitAdminShots } = await import('./submit-admin-shots');
await takeSubmitAdminShots();

// The feed with its filter panels, the age gate, comments and the product page (issue 3).
const { takeFeedShots } = await import('./feed-shots');
await takeFeedShots();
