// The one screenshot runner the screenshot scripts share: for each viewport and shot, a fresh
// context, optional sign-in, the page, its ready check, an optional interaction, the picture.
import type { Page } from 'playwright-core';
import { DEMO } from '../../support/env';
import {
  SCREENSHOT_DIR,
  VIEWPORTS,
  launchBrowser,
  openPage,
  screenshot,
  signInThroughUi,
} from './browser';

export interface Shot {
  name: string;
  path: string | (() => Promise<string>);
  as?: keyof typeof DEMO;
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
          if (shot.as) await signInThroughUi(page, DEMO[shot.as].email, DEMO[shot.as].password);
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
