// The one screenshot runner the screenshot scripts share: for each viewport and shot, a fresh
// context, optional sign-in, the page, its ready check, an optional interaction, the picture.
// The browser is the browser tests' own (@xmates/tests/browser), so pictures and tests see the
// same pages.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { COLLECTIONS } from '@xmates/domain';
import { adminDb } from '@xmates/tests/admin';
import { VIEWPORTS, launchBrowser, openPage, signInThroughUi } from '@xmates/tests/browser';
import { DEMO } from '@xmates/tests/env';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../../screenshots', import.meta.url));

/**
 * True when the module at `moduleUrl` (its import.meta.url) is the script tsx was started with:
 * each area's pictures also run alone, and all.ts imports them without running them.
 */
export const runsAlone = (moduleUrl: string): boolean =>
  moduleUrl === pathToFileURL(process.argv[1] ?? '').href;

/** The `count` newest approved products, the ones the pictures arrange their data around. */
export async function newestProducts(count: number) {
  const snap = await adminDb
    .collection(COLLECTIONS.products)
    .where('approved', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(count)
    .get();
  return snap.docs;
}

/** Saves a PNG under screenshots/: the whole page once images and fonts settle, or the viewport. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (!fullPage) {
    const path = join(SCREENSHOT_DIR, `${name}.png`);
    await page.screenshot({ path, animations: 'disabled' });
    return path;
  }
  // Scroll through the page so lazy images below the fold load, then back to the top.
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Wait (at most 5 s) for every image to load or fail.
  await page.evaluate(() => {
    const pending = Array.from(document.images)
      .filter((img) => !img.complete)
      .map(
        (img) =>
          new Promise<void>((done) => {
            img.addEventListener('load', () => done(), { once: true });
            img.addEventListener('error', () => done(), { once: true });
          }),
      );
    const timeout = new Promise<void>((done) => setTimeout(done, 5_000));
    return Promise.race([Promise.all(pending).then(() => undefined), timeout]);
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** An admin list's rows (a table's, or its cards on phones) have come. */
export const rowsReady = (page: Page) => page.locator('[data-row-key]').first().waitFor();

/** A picture of an admin page as the demo admin; by default ready once its list shows rows. */
export const adminShot = (name: string, path: string, ready: Shot['ready'] = rowsReady): Shot => ({
  name,
  path,
  as: 'admin',
  ready,
});

/** An account a picture signs in with, other than the demo ones. */
export interface ShotAccount {
  email: string;
  password: string;
}

export interface Shot {
  name: string;
  path: string | (() => Promise<string>);
  /** A demo account, or one the picture makes first (called before `path`). */
  as?: keyof typeof DEMO | (() => Promise<ShotAccount>);
  /** Leave the 18+ gate unanswered (the gate pictures); otherwise openPage accepts it. */
  gate?: boolean;
  /** Waits until the page shows what it is about. */
  ready: (page: Page) => Promise<unknown>;
  /** An interaction before the picture; the picture is then of the viewport, not the page. */
  act?: (page: Page) => Promise<unknown>;
}

export async function takeShots(
  shots: readonly Shot[],
  options: { desktopFirst?: boolean } = {},
): Promise<void> {
  const viewports = Object.entries(VIEWPORTS);
  if (options.desktopFirst) viewports.reverse();
  const browser = await launchBrowser();
  try {
    for (const [size, viewport] of viewports) {
      for (const shot of shots) {
        const ageGate = shot.gate ? 'ask' : 'accepted';
        const { context, page } = await openPage(browser, viewport, { ageGate });
        try {
          if (shot.as) {
            const account = typeof shot.as === 'string' ? DEMO[shot.as] : await shot.as();
            await signInThroughUi(page, account.email, account.password);
          }
          await page.goto(typeof shot.path === 'string' ? shot.path : await shot.path());
          await shot.ready(page);
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
}
