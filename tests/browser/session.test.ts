// The session in a real browser against the seeded emulators: sign-in, roles in the header,
// what Home's hero offers to visitors and members, sign-out, the login guard, sign-up
// validation and the not-found page.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@xmates/domain';
import { DEMO } from '../support/env';
import { signInThroughUi, signOutThroughUi } from './support/browser';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser();

describe('session in the browser', () => {
  it('signs the member in: account menu without Admin Panel; signs out to /login', async () => {
    await withPage(async ({ page }) => {
      await signInThroughUi(page, DEMO.member.email, DEMO.member.password);
      const accountMenu = page.getByRole('button', { name: 'Account menu' });
      await accountMenu.waitFor({ state: 'visible' });
      expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

      await accountMenu.click();
      await page.getByRole('menuitem', { name: 'My Hub' }).waitFor({ state: 'visible' });
      for (const item of ['Favorites', 'Liked', 'Disliked', 'My Submissions', 'Logout']) {
        expect(await page.getByRole('menuitem', { name: item, exact: true }).isVisible()).toBe(
          true,
        );
      }
      expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
      await page.keyboard.press('Escape');

      await signOutThroughUi(page);
      await page.getByRole('button', { name: 'Log in', exact: true }).waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    });
  });

  it('offers Submit on Home to members only; visitors get Join and Log in', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      // The header's Sign Up link: the session has settled as signed out.
      await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).waitFor();
      const join = hero.getByRole('link', { name: /^Join xmates/ });
      expect(await join.getAttribute('href')).toBe('/signup');
      expect(await hero.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
      expect(await page.getByRole('link', { name: /Submit/ }).count()).toBe(0);

      await signInThroughUi(page, DEMO.member.email, DEMO.member.password);
      await page.goto('/');
      const submit = hero.getByRole('link', { name: 'Submit a video link' });
      await submit.waitFor();
      expect(await submit.getAttribute('href')).toBe('/submit');
      expect(await hero.getByRole('link', { name: /^Join/ }).count()).toBe(0);
    });
  });

  it('signs the admin in: Admin Panel is offered and the panel opens', async () => {
    await withPage(async ({ page }) => {
      await signInThroughUi(page, DEMO.admin.email, DEMO.admin.password);
      const adminLink = page.getByRole('link', { name: 'Admin Panel' });
      await adminLink.waitFor({ state: 'visible' });
      await adminLink.click();
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor({ state: 'visible' });
      expect(await page.getByRole('tab').count()).toBe(11);
    });
  });

  it('sends a visitor from /profile to /login (history replaced) and back after sign-in', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/profile');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('from')).toBe('/profile');
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor({ state: 'visible' });
      // about:blank, then /login in place of /profile.
      expect(await page.evaluate(() => window.history.length)).toBe(2);

      // Signing in from there returns to the page that asked for it.
      await page.getByLabel('Email').fill(DEMO.member.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.member.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile');
      await page.getByRole('heading', { name: 'My Hub' }).waitFor({ state: 'visible' });
    });
  });

  it('tells a visitor at /admin that admins only may enter', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/admin');
      await page.getByText(MESSAGES.accessDenied).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Go home now' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it('refuses a sign-up whose passwords differ', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('Email').fill('someone-new@xmates.test');
      await page.getByLabel('Password', { exact: true }).fill('secret-123');
      await page.getByLabel('Confirm password').fill('secret-124');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText(MESSAGES.passwordsDoNotMatch).waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname).toBe('/signup');
    });
  });

  it('shows the not-found page for an unknown path', async () => {
    await withPage(async ({ page }) => {
      await page.goto('/this-does-not-exist');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor({ state: 'visible' });
      expect(await page.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
      expect(
        await page.getByRole('link', { name: 'Contact us' }).first().getAttribute('href'),
      ).toBe('/contact');
    });
  });
});
