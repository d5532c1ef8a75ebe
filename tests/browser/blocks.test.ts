// Blocking a member from their comment, as a member does it: "Block {name}" under the comment,
// the comment leaves the thread, and My Hub lists the member with Unblock.
import { describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES } from '@xmates/domain';
import { api } from '../support/api';
import { syncedMember } from '../api/link-helpers';
import { postComment } from '../api/moderation-helpers';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { useBrowser } from './support/suite';
import { card, openComments, passAgeGate } from './support/feed';

const { withMember } = useBrowser(removeFixtures);

describe('blocking a member', () => {
  it('blocks from a comment, which leaves the thread, and unblocks in My Hub', async () => {
    const id = await fixtureProduct({ newest: true });
    const author = await syncedMember('browser-blocked');
    const name = `Blocked ${Date.now().toString(36)}`;
    const claimed = await api('POST', '/api/users/displayname/claim', {
      token: author.idToken,
      body: { name },
    });
    expect(claimed.status).toBe(200);
    expect((await postComment(id, author.idToken, 'Words from the blocked member')).status).toBe(
      201,
    );

    await withMember('browser-blocker', async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      await card(page, id).waitFor();
      const dialog = await openComments(page, id);
      const comment = dialog.getByRole('listitem', { name: `Comment by ${name}` });
      await comment.waitFor();
      await comment.getByRole('button', { name: BLOCK_MESSAGES.action(name) }).click();
      await page.getByText(BLOCK_MESSAGES.blocked).waitFor();
      await comment.waitFor({ state: 'detached' });
      expect(await dialog.getByText('Words from the blocked member').count()).toBe(0);

      await page.goto('/profile#blocked');
      const list = page.getByRole('list', { name: BLOCK_MESSAGES.listTitle });
      const row = list.getByRole('listitem').filter({ hasText: name });
      await row.waitFor();
      await row.getByRole('button', { name: BLOCK_MESSAGES.unblock }).click();
      await page.getByText(BLOCK_MESSAGES.unblocked).waitFor();
      await page.getByText(BLOCK_MESSAGES.listEmpty).waitFor();
    });
  });
});
