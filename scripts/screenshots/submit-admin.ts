// Screenshots of /submit (also with the tag drawer open), the admin Link Verification tab and
// the Create Product modal, at phone and desktop widths. Called from all.ts; also runs alone:
// npm run with-emulators -- npx tsx scripts/screenshots/submit-admin.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { takeShots, type Shot } from './take-shots';

const settle = (page: Page) => page.waitForTimeout(450); // opening transitions

const adminReady = (page: Page) => page.locator('[data-row-key]').first().waitFor();

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

/** The pictures; `files` are the images the create-product pictures upload. */
const shots = (files: string[]): Shot[] => [
  {
    name: 'submit',
    path: '/submit',
    as: 'member',
    ready: (page) => page.getByRole('button', { name: 'Submit for review' }).waitFor(),
  },
  {
    name: 'submit-tags',
    path: '/submit',
    as: 'member',
    ready: (page) => page.getByRole('button', { name: 'Submit for review' }).waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: 'Choose tags' }).click();
      const drawer = page.getByRole('dialog', { name: 'Choose tags' });
      await drawer.getByRole('heading', { name: 'A', exact: true }).waitFor();
      for (const tag of ['Classic', 'Remastered', '#throwback']) {
        await drawer.getByRole('button', { name: tag, exact: true }).click();
      }
      // Clicking scrolled the list down to '#': show it from the top, as a member first sees it.
      await drawer.getByTestId('tag-groups').evaluate((el) => el.scrollTo(0, 0));
      await settle(page);
    },
  },
  {
    name: 'admin-links',
    path: '/admin?tab=link-verification',
    as: 'admin',
    ready: adminReady,
  },
  {
    name: 'admin-links-approved',
    path: '/admin?tab=link-verification&list=approved',
    as: 'admin',
    ready: adminReady,
  },
  {
    name: 'admin-create-product',
    path: '/admin?tab=link-verification&list=approved',
    as: 'admin',
    ready: adminReady,
    act: async (page) => {
      const dialog = await openCreateProduct(page);
      await dialog.getByRole('region', { name: 'Link checks' }).getByRole('alert').waitFor();
      await uploadImages(dialog, files);
      await settle(page);
    },
  },
  {
    name: 'admin-create-product-images',
    path: '/admin?tab=link-verification&list=approved',
    as: 'admin',
    ready: adminReady,
    act: async (page) => {
      const dialog = await openCreateProduct(page);
      await uploadImages(dialog, files);
      // The images sit at the end of the form: scroll the modal's body down to them.
      await dialog
        .locator('.MuiDialogContent-root')
        .evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await settle(page);
    },
  },
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await takeSubmitAdminShots();
}
