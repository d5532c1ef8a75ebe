// How content enters the site, in a real browser: a member submits a link on /submit, the
// seeded admin approves it and creates the product with two uploaded images, the product shows
// on Home with responsive images, and a trivially different link to the same video is refused
// as a duplicate (the variant sent before the product existed; once listed, the submit form
// names it before sending).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PRODUCT_MESSAGES,
  REVIEW_MESSAGES,
  SUBMIT_MESSAGES,
  canonicalLink,
  RESPONSIVE_WIDTHS,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { newVerifiedMember } from '../support/auth';
import { docs } from '../support/documents';
import { DEMO, XMATES_URL } from '../support/env';
import { paths } from '../support/paths';
import { openPage, signInStored, signInThroughUi, VIEWPORTS } from './support/browser';
import { useBrowser } from './support/suite';

/** A seeded category and tag (scripts/seed/data.ts). */
const CATEGORY = 'Vintage';
const TAG = 'Classic';

const YT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const videoId = Array.from(randomBytes(11), (b) => YT[b % YT.length]).join('');
const LINK = `https://www.youtube.com/watch?v=${videoId}`;
const VARIANT = `https://youtu.be/${videoId}?utm_source=x`;
const TITLE = `Restored reel ${videoId}`;
const AGAIN = `${TITLE} (again)`;

let dir: string;
let images: string[];
const { browser, withPage } = useBrowser(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** 1200 px wide, so the pipeline renders every responsive width up to 1024. */
async function makeImages(): Promise<string[]> {
  dir = mkdtempSync(join(tmpdir(), 'xmates-upload-'));
  const png = join(dir, 'cover.png');
  const jpg = join(dir, 'second.jpg');
  const base = { width: 1200, height: 800, channels: 3 as const };
  await sharp({ create: { ...base, background: { r: 255, g: 79, b: 139 } } })
    .png()
    .toFile(png);
  await sharp({ create: { ...base, background: { r: 139, g: 108, b: 255 } } })
    .jpeg()
    .toFile(jpg);
  return [png, jpg];
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications area' });

async function chooseCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function chooseTag(page: Page, tag: string): Promise<void> {
  await page.getByRole('button', { name: /Choose tags|Edit tags/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Choose tags' });
  await drawer.getByRole('textbox', { name: 'Search tags' }).fill(tag);
  await drawer.getByRole('button', { name: tag, exact: true }).click();
  await drawer.getByRole('button', { name: /^Done/ }).click();
  await drawer.waitFor({ state: 'hidden' });
}

/** Fills and sends the submit form; resolves once the success toast shows. */
async function submitLink(page: Page, link: string, title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Video link' }).fill(link);
  await chooseCategory(page, CATEGORY);
  await chooseTag(page, TAG);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Two reels, cleaned up by hand.');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await toasts(page).getByText(SUBMIT_MESSAGES.submitted).waitFor();
}

/** The admin queue row (a table row or a phone card) of a submission, by its title. */
const queueRow = (page: Page, title: string) =>
  page.locator('[data-row-key]').filter({ has: page.getByText(title, { exact: true }) });

async function approveAndOpenCreate(page: Page, title: string) {
  await page.goto('/admin?tab=link-verification');
  const pending = queueRow(page, title);
  await pending.getByRole('button', { name: 'Approve' }).click();
  await toasts(page).getByText(REVIEW_MESSAGES.approved).waitFor();
  await page.getByRole('button', { name: /^Approved \(/ }).click();
  await queueRow(page, title).getByRole('button', { name: 'Create Product' }).click();
  return page.getByRole('dialog', { name: /Create product/ });
}

/** The products whose members-only watch link has this canonical link. */
async function productsWithLink(link: string) {
  const key = canonicalLink(link);
  const links = await adminDb.collection(paths.watchLinks).where('linkKey', '==', key).get();
  const products = links.docs.map((d) => adminDb.doc(paths.product(d.id)));
  return products.length > 0 ? adminDb.getAll(...products) : [];
}

beforeAll(async () => {
  images = await makeImages();
});

describe('submitting a link and turning it into a product', () => {
  it('member submits, admin approves and creates it, Home shows it, a duplicate is refused', async () => {
    const member = await newVerifiedMember('browser-submit');
    const m = await openPage(browser());
    const a = await openPage(browser());
    try {
      // The member: the form's own checks, the paste button, then a real submission.
      await m.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: XMATES_URL,
      });
      await signInStored(m.context, member.email, 'secret-123');
      await m.page.goto('/submit');
      await toasts(m.page)
        .getByText(/Tip: set a display name/)
        .waitFor();
      await m.page.getByRole('button', { name: 'Submit for review' }).click();
      await m.page.getByText(SUBMIT_MESSAGES.invalidUrl).first().waitFor();

      await m.page.evaluate(() => navigator.clipboard.writeText('just some words'));
      await m.page.getByRole('button', { name: 'Paste' }).click();
      await toasts(m.page).getByText("That doesn't look like a URL.").waitFor();
      await m.page.evaluate((text) => navigator.clipboard.writeText(text), LINK);
      await m.page.getByRole('button', { name: 'Paste' }).click();
      await expect
        .poll(() => m.page.getByRole('textbox', { name: 'Video link' }).inputValue())
        .toBe(LINK);
      await m.page.getByRole('button', { name: 'Submit for review' }).click();
      await m.page.getByText(SUBMIT_MESSAGES.categoryRequired).first().waitFor();
      await chooseCategory(m.page, CATEGORY);
      await m.page.getByRole('button', { name: 'Submit for review' }).click();
      await m.page.getByText(SUBMIT_MESSAGES.tagsRequired).first().waitFor();

      await submitLink(m.page, LINK, TITLE);
      // Reset on success, and listed below as pending.
      expect(await m.page.getByRole('textbox', { name: 'Video link' }).inputValue()).toBe('');
      const recent = m.page.getByRole('region', { name: 'Your recent submissions' });
      await recent.getByText(TITLE).waitFor();
      await recent.getByText('Pending review').first().waitFor();
      // The same video again, as a short link with a tracking parameter, while the first one
      // waits for review: nothing lists it yet, so it is accepted and waits too.
      await submitLink(m.page, VARIANT, AGAIN);

      // The admin: users count, approve, then create the product with two images.
      await signInThroughUi(a.page, DEMO.admin.email, DEMO.admin.password);
      const dialog = await approveAndOpenCreate(a.page, TITLE);
      await a.page.getByTestId('users-count').waitFor();
      await dialog.getByText('No approved product uses this link yet.').waitFor();
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await a.page.getByText(PRODUCT_MESSAGES.imageRequired).first().waitFor();
      await dialog.locator('input[type="file"]').setInputFiles(images);
      const done = dialog.locator('[data-testid="image-preview"][data-status="done"]');
      await expect.poll(() => done.count(), { timeout: 20_000 }).toBe(2);
      await dialog.getByRole('button', { name: 'Create product' }).click();
      await toasts(a.page).getByText(`Product created: “${TITLE}”.`).waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const [product] = await productsWithLink(LINK);
      expect(product?.get('images')).toHaveLength(2);
      expect(product?.get('categories')).toEqual([CATEGORY]);
      expect(product?.get('tags')).toEqual([TAG]);
      // The success toast links to the new product.
      await toasts(a.page).getByRole('button', { name: 'View product' }).click();
      await a.page.waitForURL((url) => url.pathname === `/products/${product?.get('slug')}`);

      // Home, sorted by latest, first page: the card with responsive images.
      await a.page.goto('/');
      const gate = a.page.getByRole('button', { name: /or older/ });
      const cover = a.page.locator(`img[alt^="${TITLE}"]`).first();
      await Promise.race([gate.waitFor(), cover.waitFor({ state: 'attached' })]);
      if (await gate.isVisible()) await gate.click();
      await cover.waitFor();
      const srcset = (await cover.getAttribute('srcset')) ?? '';
      for (const width of RESPONSIVE_WIDTHS) expect(srcset).toContain(` ${width}w`);

      // Now that it is listed, pasting it again says so before sending, with a link to it.
      await m.page.goto('/submit');
      await m.page.getByRole('textbox', { name: 'Video link' }).fill(VARIANT);
      await m.page
        .getByRole('status')
        .filter({ hasText: 'Already on xmates:' })
        .getByRole('link', { name: TITLE })
        .waitFor();

      // The variant sent earlier: the admin sees it is a duplicate, and creating it is refused.
      await a.page.goto('/admin?tab=link-verification');
      await queueRow(a.page, AGAIN).getByText(`Duplicate of “${TITLE}”`).waitFor();
      const again = await approveAndOpenCreate(a.page, AGAIN);
      await again.getByTestId('duplicate-alert').getByText(PRODUCT_MESSAGES.duplicate).waitFor();
      await again.locator('input[type="file"]').setInputFiles(images.slice(0, 1));
      await expect
        .poll(() => again.locator('[data-status="done"]').count(), { timeout: 20_000 })
        .toBe(1);
      await again.getByRole('button', { name: 'Create product' }).click();
      await again.getByTestId('create-error').getByText(PRODUCT_MESSAGES.duplicate).waitFor();
      expect(await again.isVisible()).toBe(true);
      expect(await productsWithLink(VARIANT)).toHaveLength(1);
    } finally {
      await m.context.close();
      await a.context.close();
    }
  }, 120_000);

  it('admin rejects a pending link after confirming; it leaves the queue', async () => {
    const id = Array.from(randomBytes(11), (b) => YT[b % YT.length]).join('');
    const title = `Rejected reel ${id}`;
    const ref = adminDb.collection(paths.submissions).doc();
    await ref.set(
      docs.submission(
        { uid: 'demo-member', email: DEMO.member.email },
        {
          link: `https://vimeo.com/${Date.now()}`,
          category: CATEGORY,
          tags: [TAG],
          title,
          description: 'Arranged by the browser test.',
        },
      ),
    );

    await withPage({ viewport: VIEWPORTS.mobile }, async ({ context, page }) => {
      await signInStored(context, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/admin?tab=link-verification');
      await page.getByText(/^Page 1 \/ \d+$/).waitFor();
      const row = queueRow(page, title);
      await row.getByText('Anonymous').waitFor();
      await row.getByRole('button', { name: 'Reject' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reject this link?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect((await ref.get()).get('status')).toBe('pending');

      await row.getByRole('button', { name: 'Reject' }).click();
      await confirm.getByRole('button', { name: 'Reject link' }).click();
      await toasts(page).getByText(REVIEW_MESSAGES.rejected).waitFor();
      await row.waitFor({ state: 'detached' });
      expect((await ref.get()).get('status')).toBe('rejected');
    });
  });
});
