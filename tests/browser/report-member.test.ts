// Reporting a member from their comment, as a member does it, the admin's suspension from the
// Reported Members tab, and the suspended member's next sign-in refused with the reason. Toasts
// are found by their text: an open dialog hides the rest of the page from the roles.
import { describe, expect, it } from 'vitest';
import { MEMBER_REPORT_MESSAGES } from '@xmates/domain';
import { api } from '../support/api';
import { DEMO } from '../support/env';
import { syncedMember } from '../api/link-helpers';
import { postComment } from '../api/moderation-helpers';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { signInStored } from './support/browser';
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

    // Signed in after the suspension: the session sync refuses, and the member is told why.
    await withPage(async ({ context, page }) => {
      await signInStored(context, author.email, 'secret-123');
      await page.goto('/');
      await passAgeGate(page);
      await page.getByText(/^Your account is suspended until .* UTC\.$/).waitFor();
    });
  });
});
