// Reporting a member from their comment, as a member does it, the admin's suspension from the
// Reported Members tab, and the suspended member's next sign-in refused with the reason, their
// data still downloadable and their account still deletable. Toasts
// are found by their text: an open dialog hides the rest of the page from the roles.
import { describe, expect, it } from 'vitest';
import { MEMBER_REPORT_MESSAGES, OWN_ACCOUNT_MESSAGES, type MemberExport } from '@xmates/domain';
import { adminAuth } from '../support/admin';
import { api } from '../support/api';
import { signIn } from '../support/auth';
import { DEMO } from '../support/env';
import { syncedMember } from '../api/link-helpers';
import { postComment } from '../api/moderation-helpers';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { downloadedText, signInStored } from './support/browser';
import { card, openComments, passAgeGate } from './support/feed';
import { useBrowser } from './support/suite';

const { withMember, withPage } = useBrowser(removeFixtures);

describe('reporting a member', () => {
  it('a member reports from a comment, an admin suspends, the member is refused with the reason', async () => {
    const id = await fixtureProduct({ newest: true });
    const author = await syncedMember('browser-reported');
    const name = `Reported ${Date.now().toString(36)}`;
    const claimed = await api('POST', '/api/users/displayname/claim', {
      token: author.idToken,
      body: { name },
    });
    expect(claimed.status).toBe(200);
    expect((await postComment(id, author.idToken, 'Words worth a report')).status).toBe(201);

    await withMember('browser-member-reporter', async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      await card(page, id).waitFor();
      const dialog = await openComments(page, id);
      const comment = dialog.getByRole('listitem', { name: `Comment by ${name}` });
      await comment.getByRole('button', { name: MEMBER_REPORT_MESSAGES.action(name) }).click();
      const form = page.getByRole('dialog', { name: MEMBER_REPORT_MESSAGES.dialogTitle(name) });
      await form.getByRole('radio', { name: 'Harassment' }).check();
      await form.getByLabel(MEMBER_REPORT_MESSAGES.detailsLabel).fill('Insults in every thread.');
      await form.getByRole('button', { name: MEMBER_REPORT_MESSAGES.send }).click();
      await page.getByText(MEMBER_REPORT_MESSAGES.reported).waitFor();
      await form.waitFor({ state: 'detached' });
    });

    await withPage(async ({ context, page }) => {
      await signInStored(context, DEMO.admin.email, DEMO.admin.password);
      await page.goto('/admin?tab=reported-members');
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Insults in every thread.').waitFor();
      await row.getByText('Words worth a report').waitFor();
      await row.getByRole('button', { name: 'Suspend' }).click();
      const ask = page.getByRole('dialog', { name: `Suspend ${name}` });
      await ask.getByLabel('Days').fill('3');
      await ask.getByRole('button', { name: 'Suspend' }).click();
      await page.getByText(/^Suspended until .*, reports closed\.$/).waitFor();
      await row.waitFor({ state: 'detached' });
    });

    // Signed in after the suspension: the session sync refuses, and the login page says why
    // and offers what is still theirs: their data, and deleting the account.
    await withPage(async ({ context, page }) => {
      await signInStored(context, author.email, 'secret-123');
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: OWN_ACCOUNT_MESSAGES.restrictedTitle }).waitFor();
      await page.getByText(/^Your account is suspended until .* UTC\.$/).waitFor();
      expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
      const appeal = page.getByRole('link', { name: OWN_ACCOUNT_MESSAGES.restrictedAppeal });
      expect(await appeal.getAttribute('href')).toBe('/contact?reason=account_help');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.download }).click(),
      ]);
      const file = JSON.parse(await downloadedText(download)) as MemberExport;
      expect(file.profile).toMatchObject({ displayName: name });

      await page.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.delete }).click();
      const dialog = page.getByRole('dialog', { name: OWN_ACCOUNT_MESSAGES.dialogTitle });
      await dialog.getByLabel(OWN_ACCOUNT_MESSAGES.passwordLabel).fill('secret-123');
      await dialog.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.confirmAction }).click();
      await page.waitForURL((url) => url.pathname === '/account-deleted');
      // The suspension outlives the account: the address is held by a disabled sign-in.
      expect(await adminAuth.getUser(author.uid)).toMatchObject({ disabled: true });
    });
    // Lifting the suspension lets the kept sign-in go.
    const adminToken = (await signIn(DEMO.admin.email, DEMO.admin.password)).idToken;
    const lifted = await api('DELETE', `/api/admin/suspensions/${author.uid}`, {
      token: adminToken,
    });
    expect(lifted.status).toBe(200);
    await expect(adminAuth.getUser(author.uid)).rejects.toThrow();
  }, 90_000);
});
