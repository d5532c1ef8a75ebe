// The link checker in the admin panel: Reported Broken Links shows a link never checked, the
// admin checks it now against a local server (the emulator allows loopback links), and the
// row shows the verdict; the second dead verdict a day after the first adds the link
// checker's report beside the member's. The Link health tab lists the whole catalogue's links,
// dead before unreachable, and checks one now.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LINK_HEALTH_MESSAGES } from '@xmates/domain';
import { serveLinksDuringTests } from '@xmates/functions/testing/link-server';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { adminDb, storedAt } from '../support/admin';
import { docs } from '../support/documents';
import { DEMO } from '../support/env';
import { paths } from '../support/paths';
import { openPage, signInStored } from './support/browser';
import { useBrowser } from './support/suite';

const { browser } = useBrowser(removeFixtures);
const server = serveLinksDuringTests();

/** A row of an admin table (or phone card) holding `text`. */
const row = (page: Page, text: string) =>
  page.locator('[data-row-key]').filter({ has: page.getByText(text, { exact: true }) });

/** A listed product a member reported, whose link answers `path` on the local server. */
async function reportedProduct(path: string): Promise<string> {
  const id = await fixtureProduct();
  const link = `${server.origin()}${path}`;
  await adminDb.doc(paths.watchLink(id)).set(docs.watchLink(link));
  await adminDb
    .doc(paths.linkReport(id, 'browser-reporter'))
    .set(docs.linkReport('browser-reporter'));
  await adminDb
    .doc(paths.product(id))
    .update({ flagged: true, brokenReportsCount: 1, reportedAt: new Date() });
  return id;
}

describe('link health in Reported Broken Links', () => {
  it('shows each link’s last check and checks one now', async () => {
    const alive = await reportedProduct('/ok');
    const dead = await reportedProduct('/?status=404');
    const firstDead = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await adminDb.doc(paths.linkCheck(dead)).set(
      docs.linkCheck(`${server.origin()}/?status=404`, {
        lastCheckedAt: firstDead,
        verdict: 'dead',
        status: 404,
        reason: '404 Not Found',
        deadSince: firstDead,
      }),
    );

    const { context, page } = await openPage(browser());
    await signInStored(context, DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin?tab=reported-links');

    const aliveRow = row(page, `Fixture ${alive}`);
    await aliveRow.getByText(LINK_HEALTH_MESSAGES.notChecked).waitFor();
    await aliveRow.getByRole('button', { name: 'Check now' }).click();
    await page
      .getByText(LINK_HEALTH_MESSAGES.checked('alive', '200 OK'), { exact: true })
      .waitFor();
    await aliveRow.getByText('200 OK', { exact: true }).waitFor();
    await aliveRow.getByText('alive', { exact: true }).waitFor();

    const deadRow = row(page, `Fixture ${dead}`);
    await deadRow.getByText('404 Not Found', { exact: true }).waitFor();
    await deadRow.getByRole('button', { name: 'Check now' }).click();
    await page
      .getByText(LINK_HEALTH_MESSAGES.checked('dead', '404 Not Found'), { exact: true })
      .waitFor();
    await deadRow.getByText('2 reports').waitFor();
    await deadRow.getByText(LINK_HEALTH_MESSAGES.reporterName, { exact: true }).waitFor();
  });
});

/**
 * The row holding `text` of the Link health tab: from its first page, Next is pressed until a
 * page shows it (other suites' links may come first). The pager's buttons are off while a page
 * loads (its rows stay until then): Prev on again means page n is on screen.
 */
async function pageTo(page: Page, text: string) {
  await page.goto('/admin?tab=link-health');
  const found = row(page, text);
  const prev = page.getByRole('button', { name: /^Prev/ });
  for (let n = 1; n < 50; n++) {
    await page.getByText(new RegExp(`^Page ${n} / \\d+$`)).waitFor();
    if (n > 1) await expect.poll(() => prev.isEnabled()).toBe(true);
    await page.locator('[data-row-key]').first().waitFor();
    if ((await found.count()) > 0) return found;
    await page.getByRole('button', { name: /^Next/ }).click();
  }
  throw new Error(`${text} is on no page`);
}

describe('the Link health tab', () => {
  it('lists the links the worst first, with their state, and checks one now', async () => {
    const dead = await fixtureProduct();
    const slow = await fixtureProduct();
    const at = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const [id, path, check] of [
      [dead, '/?status=404', { verdict: 'dead', status: 404, reason: '404 Not Found' }],
      [slow, '/ok', { verdict: 'unknown', status: null, reason: 'timeout after 10 s' }],
    ] as const) {
      const link = `${server.origin()}${path}`;
      await adminDb.doc(paths.watchLink(id)).set(docs.watchLink(link));
      await adminDb
        .doc(paths.linkCheck(id))
        .set(docs.linkCheck(link, { lastCheckedAt: at, deadSince: null, ...check }));
    }

    const { context, page } = await openPage(browser());
    await signInStored(context, DEMO.admin.email, DEMO.admin.password);
    const deadRow = await pageTo(page, `Fixture ${dead}`);
    await page.getByRole('tab', { name: 'Link health', selected: true }).waitFor();
    await page.getByText(/^Dead: \d+$/).waitFor();
    await page.getByText(/^Unreachable: \d+$/).waitFor();
    await deadRow.getByText(LINK_HEALTH_MESSAGES.states.dead, { exact: true }).waitFor();
    await deadRow.getByText('404 Not Found', { exact: true }).waitFor();

    // Unreachable comes after every dead link: the timeout is checked again now, and answers.
    const slowRow = await pageTo(page, `Fixture ${slow}`);
    await slowRow.getByText(LINK_HEALTH_MESSAGES.states.unreachable, { exact: true }).waitFor();
    await slowRow.getByRole('button', { name: 'Check now' }).click();
    await page
      .getByText(LINK_HEALTH_MESSAGES.checked('alive', '200 OK'), { exact: true })
      .waitFor();
    await expect.poll(async () => (await storedAt(paths.linkCheck(slow)))?.verdict).toBe('alive');
  });
});
