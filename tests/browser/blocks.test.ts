// Blocking a member from their comment, as a member does it: "Block {name}" under the comment,
// the comment leaves the thread, and My Hub lists the member with Unblock; and from a notice.
import { describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES } from '@xmates/domain';
import { adminDb, existsAt } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
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

  it('blocks the member a notice names, from /notifications', async () => {
    const liker = await syncedMember('browser-liker');
    await withMember('browser-notified', async ({ page, member }) => {
      await adminDb
        .doc(paths.notification(member.uid, `like-${liker.uid}`))
        .set(
          docs.notification({ type: 'LIKE', actor: { id: liker.uid, displayName: 'Eager Liker' } }),
        );
      await page.goto('/notifications');
      await page.getByRole('button', { name: BLOCK_MESSAGES.action('Eager Liker') }).click();
      await page.getByText(BLOCK_MESSAGES.blocked).waitFor();
      expect(await existsAt(`${paths.user(member.uid)}/blocks/${liker.uid}`)).toBe(true);
    });
  });
});
