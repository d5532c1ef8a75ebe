// Every route, as a visitor, a member and an admin sees it: axe-core finds no serious or
// critical WCAG 2.1 A/AA violation (contrast included), and no page scrolls sideways at 360,
// 768 or 1280 px.
import { beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { productPath } from '@xmates/domain';
import { storeNotices } from '../api/notification-helpers';
import { adminAuth, adminDb } from '../support/admin';
import { DEMO } from '../support/env';
import { paths } from '../support/paths';
import { gotoQuiet, signInStored, VIEWPORTS } from './support/browser';
import { useBrowser } from './support/suite';

const WIDTHS = [360, 768, 1280] as const;

const INFO = ['/about', '/terms', '/privacy', '/parental-controls', '/faq', '/data-deletion'];
const PUBLIC = [
  '/',
  '/login',
  '/signup',
  '/donate',
  '/donate/success?session_id=cs_test_123',
  '/donate/cancel',
  '/contact?reason=data-deletion',
  ...INFO,
  '/no-such-page',
];
const MEMBER = [
  '/',
  '/submit',
  '/profile',
  '/favorites',
  '/liked-products',
  '/disliked-products',
  '/my-submissions',
  '/notifications',
  '/donate',
  '/contact?topic=report-issue',
  '/faq',
];
const ADMIN = [
  '/admin',
  '/admin?tab=reported-links',
  '/admin?tab=link-health',
  '/admin?tab=donations',
  '/admin?tab=contact-inbox',
  '/admin/contacts',
  '/',
];

const { withPage } = useBrowser();
let productUrl = '';

beforeAll(async () => {
  const listed = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .limit(1)
    .get();
  productUrl = productPath(String(listed.docs[0]?.get('slug')));
});

/** The page once its data is in: no loading text or busy region left. */
async function settle(page: Page, path: string): Promise<void> {
  await gotoQuiet(page, path);
  await page.locator('#main').waitFor();
  await page
    .locator('[aria-busy="true"]')
    .or(page.getByText('Loading...'))
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
  // The footer loads when scrolled near (until then a prerendered page shows an inert copy):
  // bring it in, so it is checked too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('footer:not([inert] footer)').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Serious and critical WCAG 2.1 A/AA violations, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Checks each route at every width from one load: the page is resized from 360 to 1280 px
 * (CSS media queries and MUI's useMediaQuery re-lay it out), overflow measured at all three
 * widths, axe run at the narrowest and the widest.
 */
async function checkRoutes(page: Page, routes: readonly string[], who: string) {
  const problems: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await settle(page, route);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the media-query listeners' re-render, then its layout.
      await page.evaluate(
        () =>
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done(null))),
          ),
      );
      const overflow = await horizontalOverflow(page);
      if (overflow > 0)
        problems.push(`${who} ${route} @${width}px scrolls sideways by ${overflow}px`);
      if (width !== 768) {
        for (const v of await violations(page)) problems.push(`${who} ${route} @${width}px ${v}`);
      }
    }
  }
  return problems;
}

/** Tabs checking routes at once: a page spends most of its time waiting on the emulators. */
const TABS = 2;

/**
 * checkRoutes over TABS tabs of their own (each signed in as `account`, when given), the
 * routes dealt out in turn; the problems of all.
 */
async function checkInTabs(
  routes: readonly string[],
  who: string,
  account?: { email: string; password: string },
): Promise<string[]> {
  const dealt = Array.from({ length: TABS }, (_, tab) =>
    routes.filter((_route, i) => i % TABS === tab),
  );
  const problems = await Promise.all(
    dealt.map((share) =>
      withPage(async ({ context, page }) => {
        if (account) await signInStored(context, account.email, account.password);
        return checkRoutes(page, share, who);
      }),
    ),
  );
  return problems.flat();
}

describe('accessibility and responsive widths', () => {
  it('visitor pages pass axe and fit 360, 768 and 1280 px', async () => {
    expect(await checkInTabs([...PUBLIC, productUrl], 'visitor')).toEqual([]);
  }, 240_000);

  it('the 18+ gate (overlay and page) passes axe', async () => {
    await withPage({ viewport: VIEWPORTS.mobile, ageGate: 'ask' }, async ({ page }) => {
      await settle(page, '/');
      await page.getByRole('button', { name: /I am 18 or older/ }).waitFor();
      expect(await violations(page)).toEqual([]);
      await settle(page, '/age-gate?next=/faq');
      expect(await violations(page)).toEqual([]);
    });
  });

  it('member pages pass axe and fit every width', async () => {
    // An unread notice, so /notifications is checked with its unread count and 'New' chips.
    const member = await adminAuth.getUserByEmail(DEMO.member.email);
    await storeNotices(member.uid, 1);
    expect(await checkInTabs([...MEMBER, productUrl], 'member', DEMO.member)).toEqual([]);
  }, 240_000);

  it('admin pages pass axe and fit every width', async () => {
    expect(await checkInTabs(ADMIN, 'admin', DEMO.admin)).toEqual([]);
  }, 240_000);
});
