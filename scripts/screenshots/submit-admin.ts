// Screenshots of /submit (also with the tag drawer open), the admin Link Verification tab and
// the Create Product modal, at phone and desktop widths. Called from all.ts; also runs alone:
// npm run with-emulators -- npx tsx scripts/screenshots/submit-admin.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { adminShot, runsAlone, takeShots, type Shot } from './take-shots';

const settle = (page: Page) => page.waitForTimeout(450); // opening transitions

/** Opens Create Product on the first approved link. */
async function openCreateProduct(page: Page) {
  await page.getByRole('button', { name: 'Create Product' }).first().click();
  return page.getByRole('dialog', { name: /Create product/ });
}

/** Uploads `files` in the Create Product dialog and waits until the last one is processed. */
async function uploadImages(dialog: Locator, files: string[]) {
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await dialog
    .locator('[data-status="done"]')
    .nth(files.length - 1)
    .waitFor({ timeout: 20_000 });
}

/** A member's picture of /submit, once the form shows. */
const submitShot = (name: string, act?: Shot['act']): Shot => ({
  name,
  path: '/submit',
  as: 'member',
  ready: (page) => page.getByRole('button', { name: 'Submit for review' }).waitFor(),
  act,
});

/** An admin's picture of Link Verification (`list` approved or pending), once a row shows. */
const linksShot = (name: string, list: 'pending' | 'approved', act?: Shot['act']): Shot => ({
  ...adminShot(name, `/admin?tab=link-verification${list === 'approved' ? '&list=approved' : ''}`),
  act,
});

/** The pictures; `files` are the images the create-product pictures upload. */
const shots = (files: string[]): Shot[] => [
  submitShot('submit'),
  submitShot('submit-tags', async (page) => {
    await page.getByRole('button', { name: 'Choose tags' }).click();
    const drawer = page.getByRole('dialog', { name: 'Choose tags' });
    await drawer.getByRole('heading', { name: 'A', exact: true }).waitFor();
    for (const tag of ['Classic', 'Remastered', '#throwback']) {
      await drawer.getByRole('button', { name: tag, exact: true }).click();
    }
    // Clicking scrolled the list down to '#': show it from the top, as a member first sees it.
    await drawer.getByTestId('tag-groups').evaluate((el) => el.scrollTo(0, 0));
    await settle(page);
  }),
  linksShot('admin-links', 'pending'),
  linksShot('admin-links-approved', 'approved'),
  linksShot('admin-create-product', 'approved', async (page) => {
    const dialog = await openCreateProduct(page);
    await dialog.getByRole('region', { name: 'Link checks' }).getByRole('alert').waitFor();
    await uploadImages(dialog, files);
    await settle(page);
  }),
  linksShot('admin-create-product-images', 'approved', async (page) => {
    const dialog = await openCreateProduct(page);
    await uploadImages(dialog, files);
    // The images sit at the end of the form: scroll the modal's body down to them.
    await dialog
      .locator('.MuiDialogContent-root')
      .evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await settle(page);
  }),
];

async function makeImages(dir: string): Promise<string[]> {
  const colours = [
    { r: 255, g: 79, b: 139 },
    { r: 139, g: 108, b: 255 },
    { r: 62, g: 207, b: 142 },
  ];
  return Promise.all(
    colours.map(async (background, i) => {
      const file = join(dir, `shot-${i}.png`);
      await sharp({ create: { width: 1200, height: 800, channels: 3, background } })
        .png()
        .toFile(file);
      return file;
    }),
  );
}

export async function takeSubmitAdminShots(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'xmates-shots-'));
  try {
    await takeShots(shots(await makeImages(dir)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (runsAlone(import.meta.url)) {
  await takeSubmitAdminShots();
}
