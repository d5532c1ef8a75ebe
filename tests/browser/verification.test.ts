// Sign-up and the e-mail verification rules in a real browser: the persistent warning toast
// and a visitor's header within 24 hours, the automatic sign-out after them with 'Clear and sign up again', and the
// Google-account hint on the login form, which must work under e-mail enumeration protection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@xmates/domain';
import { adminAuth } from '../support/admin';
import {
  setEnumerationProtection,
  signInWithGoogle,
  signUp,
  uniqueEmail,
  updateAccount,
} from '../support/auth';
import { restoreSession, signOutThroughUi, signUpThroughUi } from './support/browser';
import { cards, passAgeGate } from './support/feed';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser();

describe('e-mail verification in the browser', () => {
  it('a new sign-up is told to check the inbox and keeps a persistent verify toast', async () => {
    await withPage(async ({ page }) => {
      const email = uniqueEmail('browser-signup');
      await signUpThroughUi(page, email, 'Secret-123!');

      const toast = page.getByRole('region', { name: 'Notifications area' });
      await toast.getByText(MESSAGES.verifyWithin24h).waitFor();
      // Still there well after the ordinary toast time.
      await page.waitForTimeout(LIMITS.toastMs + 1_000);
      expect(await toast.getByText(MESSAGES.verifyWithin24h).isVisible()).toBe(true);
      expect(
        await toast.getByRole('button', { name: 'Resend Verification Email' }).isVisible(),
      ).toBe(true);

      const user = await adminAuth.getUserByEmail(email);
      expect(user.emailVerified).toBe(false);

      // Until verified, the header is a visitor's, with a way to sign out instead of in.
      await page.goto('/');
      await toast.getByText(MESSAGES.verifyWithin24h).waitFor();
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Submit video link' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
      // The toast is dismissed by an effect after the signed-out header renders.
      await toast.getByText(MESSAGES.verifyWithin24h).waitFor({ state: 'detached' });
    });
  });

  it('shows an unverified account the cards without links, and the links once it verified', async () => {
    await withPage(async ({ page }) => {
      const email = uniqueEmail('browser-verify-later');
      await signUpThroughUi(page, email, 'Secret-123!');

      // A visitor's cards: the feed loads, and no outgoing link is asked for or shown.
      await page.goto('/');
      await passAgeGate(page);
      await cards(page).first().waitFor();
      const outgoing = page.locator('article a[target="_blank"]', { hasText: 'Watch' });
      expect(await outgoing.count()).toBe(0);

      // Verified elsewhere, then back: the stored token still says unverified, and the session
      // sync's fresh token lets the rules give the links.
      const user = await adminAuth.getUserByEmail(email);
      await updateAccount(user.uid, { emailVerified: true });
      await page.reload();
      await passAgeGate(page);
      await outgoing.first().waitFor();
    });
  });

  it('signs out an account unverified for over 24 h and offers to clear it', async () => {
    await withPage(async ({ page }) => {
      const email = uniqueEmail('browser-stale');
      const created = await signUp(email, 'secret-123');
      const twoDaysAgo = Date.now() - 2 * LIMITS.unverifiedWindowMs;
      await updateAccount(created.localId, { createdAt: String(twoDaysAgo) });

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('secret-123');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();

      await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
      await page.getByText(MESSAGES.unverifiedExpired).first().waitFor();
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Clear and sign up again' }).click();
      await page.waitForURL((url) => url.pathname === '/signup');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      await expect(adminAuth.getUserByEmail(email)).rejects.toThrow();
    });
  });
});

describe('the Google-account hint, with e-mail enumeration protection on (as in production)', () => {
  beforeAll(() => setEnumerationProtection(true));
  afterAll(() => setEnumerationProtection(false));

  it('shows on blur for an address that signed in here with Google', async () => {
    await withPage(async ({ page }) => {
      const email = uniqueEmail('browser-google');
      const session = await signInWithGoogle(email);
      await page.goto('/login');
      await restoreSession(page, session, { providerId: 'google.com', uid: `g-${email}`, email });
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await signOutThroughUi(page);

      // Only a hash of the address is kept.
      const kept = await page.evaluate(() => localStorage.getItem('google_sign_in_accounts'));
      expect(kept).toMatch(/^\["[0-9a-f]{64}"\]$/);

      const emailField = page.getByLabel('Email');
      const password = page.getByLabel('Password', { exact: true });
      await emailField.fill(email.toUpperCase());
      await password.focus();
      await page.getByText(MESSAGES.googleAccountHint).waitFor();

      // Another address gets no hint; typing hides it at once.
      await emailField.fill(uniqueEmail('browser-other'));
      await password.focus();
      await page.waitForTimeout(500);
      expect(await page.getByText(MESSAGES.googleAccountHint).count()).toBe(0);
    });
  });

  it('suggests Google after a refused password, whatever the account', async () => {
    await withPage(async ({ page }) => {
      const email = uniqueEmail('browser-google-only');
      const uid = `google-${Date.now().toString(36)}`;
      const imported = await adminAuth.importUsers([
        {
          uid,
          email,
          emailVerified: true,
          providerData: [{ providerId: 'google.com', uid: `${uid}-g`, email }],
        },
      ]);
      expect(imported.failureCount).toBe(0);

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('not-a-password');
      // This browser never saw the account sign in: no hint yet.
      await page.waitForTimeout(500);
      expect(await page.getByText(MESSAGES.googleAccountHint).count()).toBe(0);

      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('alert').getByText('Incorrect email or password.').waitFor();
      await page.getByText(MESSAGES.googleAccountMaybe).waitFor();
    });
  });
});
