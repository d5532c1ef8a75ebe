// A member edits and deletes their own comment in the comments dialog: the text turns into a
// box with Save and Cancel, "edited" shows beside the time; deleting asks first, and a comment
// with a reply stays as "Comment deleted" holding it, one without goes. Checked against Firestore.
import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, THREAD_MESSAGES } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';
import {
  postReply as replyThroughApi,
  storedCounts,
  visibleCounts,
} from '../api/moderation-helpers';
import { fixtureProduct, removeFixtures } from '../api/product-fixtures';
import { useBrowser } from './support/suite';
import {
  card,
  closeDialog,
  commentsWith,
  openComments,
  passAgeGate,
  postComment,
} from './support/feed';

const { withMember } = useBrowser(removeFixtures);

const stored = async (id: string, cid: string) =>
  (await adminDb.doc(paths.comment(id, cid)).get()).data();

describe('a member’s own comments', () => {
  it('edits one (shown edited), deletes it to a tombstone holding its reply, deletes another', async () => {
    const id = await fixtureProduct({ newest: true });
    const replier = await newVerifiedMember('browser-replier');
    await withMember('browser-own', async ({ page }) => {
      await page.goto('/');
      await passAgeGate(page);
      await card(page, id).waitFor();
      const stamp = Date.now().toString(36);

      let dialog = await openComments(page, id);
      await postComment(dialog, `Frist try ${stamp}`);
      // The only comment of a fresh product (while edited its text is in a box, not the item's).
      const first = dialog.getByRole('listitem', { name: /^Comment by/ }).first();
      await first.getByRole('button', { name: 'Edit', exact: true }).click();
      const box = first.getByRole('textbox', { name: 'Edit your comment' });
      await expect.poll(() => box.inputValue()).toBe(`Frist try ${stamp}`);
      // Cancel keeps the text; Save stores the new one.
      await first.getByRole('button', { name: 'Cancel' }).click();
      await box.waitFor({ state: 'detached' });
      await first.getByRole('button', { name: 'Edit', exact: true }).click();
      await box.fill(`First try ${stamp}`);
      await first.getByRole('button', { name: 'Save' }).click();
      const edited = commentsWith(dialog, `First try ${stamp}`);
      await edited.getByText('edited', { exact: true }).waitFor();
      const [comment] = (await adminDb.collection(paths.comments(id)).get()).docs;
      const cid = comment?.id ?? '';
      await expect.poll(async () => (await stored(id, cid))?.text).toBe(`First try ${stamp}`);

      // Another member replies; the author sees it after reopening, then deletes the comment.
      const reply = `Nice find ${stamp}`;
      expect((await replyThroughApi(id, cid, replier.idToken, reply)).status).toBe(201);
      await closeDialog(page, dialog);
      await page.reload();
      await card(page, id).waitFor();
      dialog = await openComments(page, id);
      const thread = commentsWith(dialog, `First try ${stamp}`);
      await thread.getByText(reply).waitFor();
      await thread.getByRole('button', { name: 'Delete', exact: true }).click();
      await thread.getByText(THREAD_MESSAGES.confirmDelete('comment')).waitFor();
      await thread.getByRole('button', { name: 'Delete', exact: true }).click();
      const tombstone = dialog.getByRole('listitem', { name: 'Deleted comment' });
      await tombstone.getByText(COMMENT_MESSAGES.tombstone).waitFor();
      await tombstone.getByText(reply).waitFor();
      expect(await dialog.getByText(`First try ${stamp}`).count()).toBe(0);
      await expect.poll(async () => (await stored(id, cid))?.deleted).toBe(true);
      expect((await stored(id, cid))?.text).toBe('');

      // A comment without replies goes entirely.
      const second = await postComment(dialog, `Second thought ${stamp}`);
      await second.getByRole('button', { name: 'Delete', exact: true }).click();
      await second.getByRole('button', { name: 'Delete', exact: true }).click();
      await second.waitFor({ state: 'detached' });
      await dialog.getByRole('heading', { name: 'Comments (1)' }).waitFor();
      await expect
        .poll(async () => (await adminDb.collection(paths.comments(id)).get()).size)
        .toBe(1);
      expect(await storedCounts(id)).toEqual(await visibleCounts(id));
      expect((await storedCounts(id)).product).toBe(1);
    });
  }, 90_000);
});
