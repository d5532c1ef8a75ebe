// The admin's deletion of a member's personal data in a real browser: User Communication,
// the confirmation that waits for the member's e-mail, and the member gone afterwards.
import { describe, expect, it } from 'vitest';
import { DATA_RIGHTS_MESSAGES, DATA_RIGHTS_TEXTS, USER_COMM_TEXTS } from '@xmates/domain';
import { adminAuth } from '../support/admin';
import { storedUser } from '../api/helpers';
import { syncedAdmin, syncedMember } from '../api/link-helpers';
import { signInStored } from './support/browser';
import { useBrowser } from './support/suite';

const { withPage } = useBrowser();

describe('deleting a member’s personal data from the admin panel', () => {
  it('asks for the member’s e-mail, then deletes the account', async () => {
    const [admin, member] = await Promise.all([syncedAdmin('dr-desk'), syncedMember('dr-leaving')]);
    await withPage(async ({ context, page }) => {
      await signInStored(context, admin.email, 'secret-123');
      await page.goto('/admin?tab=user-comm');
      await page.getByLabel('Search users').fill(member.email);
      await page.getByRole('list', { name: 'Users found' }).getByText(member.email).click();
      await page.getByRole('button', { name: DATA_RIGHTS_TEXTS.button }).click();

      const dialog = page.getByRole('dialog', { name: DATA_RIGHTS_TEXTS.dialogTitle });
      const confirm = dialog.getByRole('button', { name: DATA_RIGHTS_TEXTS.confirmAction });
      const typed = dialog.getByLabel(DATA_RIGHTS_TEXTS.confirmLabel);
      expect(await confirm.isDisabled()).toBe(true);
      await typed.fill('not-the-member@example.com');
      expect(await confirm.isDisabled()).toBe(true);
      await typed.fill(member.email);
      await confirm.click();

      await page.getByText(DATA_RIGHTS_MESSAGES.deleted).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(USER_COMM_TEXTS.pickUser).waitFor();
      expect(await storedUser(member.uid)).toBeUndefined();
      await expect(adminAuth.getUser(member.uid)).rejects.toMatchObject({
        code: 'auth/user-not-found',
      });
    });
  }, 120_000);
});
