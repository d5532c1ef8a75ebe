// My Hub in a real browser: a new member sets a display name (the one they want is taken, so
// they pick a suggestion and return where they came from), changes the photo and the password,
// submits a link and finds the badge, and sees their cards in the four lists.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { SUBMIT_MESSAGES, USER_MESSAGES } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, signIn } from '../support/auth';
import { paths } from '../support/paths';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { sync } from '../api/helpers';
import { card, toasts } from './support/feed';
import { useBrowser } from './support/suite';

const PASSWORD = 'secret-123';
const NEW_PASSWORD = 'Fresh-Pass-42';
let dir: string;
const { withPage } = useBrowser(async () => {
  await removeFixtures();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'xmates-hub-'));
});

async function submitLink(page: Page, title: string): Promise<void> {
  await page.goto('/submit');
  const id = Math.random().toString(36).slice(2, 13).padEnd(11, 'x');
  await page
    .getByRole('textbox', { name: 'Video link' })
    .fill(`https://www.youtube.com/watch?v=${id}`);
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Vintage', exact: true }).click();
  await page.getByRole('button', { name: /Choose tags|Edit tags/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Choose tags' });
  await drawer.getByRole('textbox', { name: 'Search tags' }).fill('Classic');
  await drawer.getByRole('button', { name: 'Classic', exact: true }).click();
  await drawer.getByRole('button', { name: /^Done/ }).click();
  await drawer.waitFor({ state: 'hidden' });
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await toasts(page).getByText(SUBMIT_MESSAGES.submitted).waitFor();
}

/** A server fault as the API answers one. */
const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: 'Something went wrong.', code: 'server-error' }),
};

describe('My Hub', () => {
  it('name (taken → suggestion), photo, password, a badge after submitting, and the lists', async () => {
    // Someone already holds the name the new member wants.
    const holder = await newVerifiedMember('hub-holder');
    await sync(holder.idToken);
    const wanted = `Reel ${Date.now().toString(36)}`;
    const held = await api('POST', '/api/users/displayname/claim', {
      token: holder.idToken,
      body: { name: wanted },
    });
    expect(held.status).toBe(200);

    const member = await newVerifiedMember('hub-new');
    const owner = { uid: member.uid, displayName: 'Hub member' };
    const [liked, favorite, disliked, mine] = [
      await fixtureProduct({ newest: true }),
      await fixtureProduct({ newest: true }),
      await fixtureProduct({ newest: true }),
      await fixtureProduct({ owner, newest: true }),
    ];

    await withPage(async ({ page }) => {
      // 1. Signed in from the display-name prompt's link, which comes back to /submit.
      const setup = '/profile?setup=display-name&from=/submit';
      await page.goto(`/login?from=${encodeURIComponent(setup)}`);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      const prompt = page.getByRole('dialog', { name: 'Choose your display name' });
      const field = prompt.getByRole('textbox', { name: 'Display name' });
      const save = prompt.getByRole('button', { name: 'Save name' });
      await field.fill(wanted.toUpperCase());
      // The check finds it taken and offers names at once, before any Save.
      const suggestions = prompt.getByRole('list', { name: 'Available instead:' });
      await suggestions.waitFor({ timeout: 30_000 });
      await prompt.getByText(USER_MESSAGES.displayNameTaken).waitFor();
      const first = suggestions.getByRole('button').first();
      const chosen = (await first.textContent()) ?? '';
      expect(chosen.toLowerCase().startsWith(wanted.toLowerCase())).toBe(true);
      await first.click();
      await expect.poll(() => field.inputValue()).toBe(chosen);
      await save.click();
      await page.waitForURL((url) => url.pathname === '/submit', { timeout: 30_000 });
      const profile = await adminDb.doc(paths.profile(member.uid)).get();
      expect(profile.get('displayName')).toBe(chosen);

      // 2. A link submitted; the First Submission badge shows in My Hub.
      await submitLink(page, 'My first link');
      await page.goto('/profile#badges');
      await expect
        .poll(
          async () => {
            // The earned tile (an open one is named '… (not earned yet)'), once badges load;
            // until the trigger has awarded it, load the page again (going to the same URL
            // with its #hash again would not reload it).
            const tile = page.getByRole('listitem', { name: 'First Submission', exact: true });
            const shown = await tile.waitFor({ timeout: 5_000 }).then(
              () => true,
              () => false,
            );
            if (!shown) await page.reload();
            return shown;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      await expect
        .poll(() =>
          page.evaluate(() => document.getElementById('badges')?.getBoundingClientRect().top ?? -1),
        )
        .toBeLessThan(200);
      await page
        .getByRole('table', { name: 'My submissions' })
        .getByText('My first link')
        .waitFor();
      await page.getByRole('heading', { level: 2, name: chosen }).waitFor();

      // 3. A photo: a text file is refused; an image becomes the photo.
      const text = join(dir, 'notes.txt');
      writeFileSync(text, 'not an image');
      const picture = join(dir, 'me.png');
      await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3ecf8e' } })
        .png()
        .toFile(picture);
      const input = page.getByTestId('avatar-input');
      await input.setInputFiles(text);
      await page.getByRole('alert').getByText(USER_MESSAGES.avatarType).waitFor();
      // Each step that can fail says which (the network made to fail in the browser): no
      // answer from the upload, a refused upload, the profile not updated.
      const failures: [string, (route: Route) => Promise<void>, string][] = [
        [
          '**/api/uploads/images**',
          (route) => route.abort('failed'),
          USER_MESSAGES.avatarImageFailed,
        ],
        [
          '**/api/uploads/images**',
          (route) => route.fulfill(serverError),
          USER_MESSAGES.avatarUploadFailed,
        ],
        [
          '**/api/users/avatar',
          (route) => route.fulfill(serverError),
          USER_MESSAGES.avatarUpdateFailed,
        ],
      ];
      for (const [url, answer, message] of failures) {
        await page.route(url, answer);
        await input.setInputFiles(picture);
        await page.getByRole('alert').getByText(message).waitFor();
        await page.unroute(url);
      }
      await input.setInputFiles(picture);
      await toasts(page).getByText(USER_MESSAGES.avatarSaved).waitFor();
      const photo = (await adminDb.doc(paths.user(member.uid)).get()).get('photoURL');
      expect(photo).toMatch(/\/api\/media\//);
      await expect
        .poll(() => page.locator(`img[src="${String(photo)}"]`).count())
        .toBeGreaterThan(0);

      // 4. The password: wrong current one, then the change.
      await page.getByLabel('Current password').fill('not-my-password');
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByText('Strong').waitFor();
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText(USER_MESSAGES.passwordWrong).waitFor();
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await toasts(page).getByText(USER_MESSAGES.passwordChanged).waitFor();
      const session = await signIn(member.email, NEW_PASSWORD);
      expect(session.localId).toBe(member.uid);

      // 5. The lists show their cards.
      const token = session.idToken;
      for (const [id, action] of [
        [liked, 'like'],
        [favorite, 'favorite'],
        [disliked, 'dislike'],
      ] as const) {
        expect((await api('POST', `/api/products/${id}/${action}`, { token })).status).toBe(200);
      }
      for (const [path, id] of [
        ['/liked-products', liked],
        ['/favorites', favorite],
        ['/disliked-products', disliked],
        ['/my-submissions', mine],
      ] as const) {
        await page.goto(path);
        await card(page, id).waitFor();
      }
    });
  }, 180_000);
});
