// The installable app: its manifest (name, icons of 192 and 512 px, standalone, a share target)
// as the browser fetches it from the page's head, and the share target as a phone uses it: a
// link shared from another app opens /submit with the link in the link box, through sign-in.
import { describe, expect, it } from 'vitest';
import { newVerifiedMember } from '../support/auth';
import { useBrowser } from './support/suite';

const { withPage, withMember } = useBrowser();

interface Manifest {
  name: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  share_target: { action: string; method: string; params: Record<string, string> };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const SHARED = {
  title: 'A video',
  text: 'Look at this one: https://videos.example/watch/share-target-1?t=42. Enjoy',
};
const sharePath = `/submit?${new URLSearchParams(SHARED).toString()}`;

describe('the installable app', () => {
  it('links a manifest with the icons, standalone display and a share target to /submit', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      const answer = await page.request.get(href ?? '');
      expect(answer.status()).toBe(200);
      const manifest = (await answer.json()) as Manifest;
      expect(manifest).toMatchObject({
        name: 'xmates',
        display: 'standalone',
        theme_color: '#0d0e13',
        share_target: { action: '/submit', method: 'GET', params: { url: 'url', text: 'text' } },
      });
      for (const size of [192, 512]) {
        const icon = manifest.icons.find(
          (i) => i.sizes === `${size}x${size}` && i.purpose === 'any',
        );
        const png = await page.request.get(icon?.src ?? '');
        expect(pngSize(await png.body())).toEqual([size, size]);
      }
      // No service worker: nothing here is cached offline, member data and API answers least.
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    });
  });

  it('opens the submit form with the shared link for a member', async () => {
    await withMember('share-target', async ({ page }) => {
      await page.goto(sharePath);
      await expect
        .poll(() => page.getByLabel('Video link').inputValue())
        .toBe('https://videos.example/watch/share-target-1?t=42');
    });
  });

  it('takes a visitor through sign-in and back to the form with the link', async () => {
    const member = await newVerifiedMember('share-visitor');
    await withPage(async ({ page }) => {
      await page.goto(sharePath);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill('secret-123');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/submit');
      await expect
        .poll(() => page.getByLabel('Video link').inputValue())
        .toBe('https://videos.example/watch/share-target-1?t=42');
    });
  });
});
