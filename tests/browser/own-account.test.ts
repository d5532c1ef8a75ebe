// A member's own data in My Hub, as they use it: "Download my data" saves one JSON file of
// what is stored about them, and "Delete my account" (confirmed with the password) erases the
// account and lands on a page that says what was deleted and what stays.
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED_TEXTS,
  OWN_ACCOUNT_MESSAGES,
  USER_MESSAGES,
  type MemberExport,
} from '@xmates/domain';
import { adminAuth } from '../support/admin';
import { downloadedText } from './support/browser';
import { useBrowser } from './support/suite';

const { withMember } = useBrowser();

describe('a member’s own data', () => {
  it('downloads everything stored about them, then deletes the account', async () => {
    await withMember('browser-own-data', async ({ page, member }) => {
      await page.goto('/profile#your-data');
      const section = page.getByRole('region', { name: OWN_ACCOUNT_MESSAGES.sectionTitle });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^xmates-my-data-\d{4}-\d\d-\d\d\.json$/);
      const file = JSON.parse(await downloadedText(download)) as MemberExport;
      expect(file.account).toMatchObject({ id: member.uid, email: member.email });

      await section.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.delete }).click();
      const dialog = page.getByRole('dialog', { name: OWN_ACCOUNT_MESSAGES.dialogTitle });
      const confirm = dialog.getByRole('button', { name: OWN_ACCOUNT_MESSAGES.confirmAction });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(OWN_ACCOUNT_MESSAGES.passwordLabel).fill('not-my-password');
      await confirm.click();
      await dialog.getByText(USER_MESSAGES.passwordWrong).waitFor();
      expect(await adminAuth.getUser(member.uid)).toBeDefined();

      await dialog.getByLabel(OWN_ACCOUNT_MESSAGES.passwordLabel).fill('secret-123');
      await confirm.click();
      await page.waitForURL((url) => url.pathname === '/account-deleted');
      await page.getByRole('heading', { name: ACCOUNT_DELETED_TEXTS.title }).waitFor();
      await page.getByText(ACCOUNT_DELETED_TEXTS.kept[0]).waitFor();
      await expect(adminAuth.getUser(member.uid)).rejects.toThrow();
      // Signed out: the header offers the login again.
      await page
        .getByRole('link', { name: /log ?in/i })
        .first()
        .waitFor();
    });
  }, 60_000);
});
