// A member's own comments and replies: editing (same rules as posting, "edited"), deleting (a
// comment with replies stays as a tombstone holding them, erased; without replies it goes), the
// counts exact, reports gone; another member's item is a 403 that changes nothing; visitors 401;
// admins keep their own routes.
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMENT_MESSAGES,
  LIMITS,
  type CommentDeleteAnswer,
  type CommentEditAnswer,
  type CommentsPage,
  type DeleteItemAnswer,
  type ReportedCommentsPage,
} from '@xmates/domain';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedAdmin } from './link-helpers';
import {
  commentDoc,
  postComment,
  postReply,
  replyDoc,
  reportComment,
  reportIds,
  reportReply,
  storedCounts,
  visibleCounts,
} from './moderation-helpers';
import { fixtureProduct, removeFixtures } from './product-fixtures';

const { admin } = accountsBeforeAll({ admin: () => syncedAdmin('own-admin') });

/**
 * Two fresh members for each test: edits and deletions spend the comment budget (10 a minute
 * per member) as posting does.
 */
const members = () =>
  Promise.all([newVerifiedMember('own-author'), newVerifiedMember('own-other')]);
afterAll(removeFixtures);

const itemPath = (id: string, cid: string, rid?: string) =>
  `/api/products/${id}/comments/${cid}${rid ? `/replies/${rid}` : ''}`;
const edit = (path: string, token: string | undefined, body: unknown) =>
  api<CommentEditAnswer>('PATCH', path, { token, body });
const remove = (path: string, token: string | undefined) =>
  api<CommentDeleteAnswer>('DELETE', path, { token });
const list = (id: string) => api<CommentsPage>('GET', `/api/products/${id}/comments`);

/** The stored counters equal what members can read. */
async function expectExactCounts(id: string) {
  const [stored, visible] = await Promise.all([storedCounts(id), visibleCounts(id)]);
  expect(stored).toEqual(visible);
  return stored;
}

describe('editing one’s own', () => {
  it('a comment and a reply: the text is stored, editedAt stamped and shown', async () => {
    const [id, [author]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'first version')).body.id;
    const rid = (await postReply(id, cid, author.idToken, 'reply v1')).body.id;
    const fresh = await list(id);
    expect(fresh.body.comments[0]).toMatchObject({ editedAt: null, deleted: false });

    const c = await edit(itemPath(id, cid), author.idToken, { text: '  second version ' });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ id: cid, text: 'second version' });
    const r = await edit(itemPath(id, cid, rid), author.idToken, { text: 'reply v2' });
    expect(r).toMatchObject({ status: 200, body: { id: rid, text: 'reply v2' } });

    const shown = (await list(id)).body.comments[0];
    expect(shown).toMatchObject({ text: 'second version', editedAt: c.body.editedAt });
    expect(shown?.replies[0]).toMatchObject({ text: 'reply v2', editedAt: r.body.editedAt });
    expect(await expectExactCounts(id)).toEqual({ product: 2, replies: { [cid]: 1 } });
  });

  it('refuses blank, too long and unknown fields with the posting messages; nothing changes', async () => {
    const [id, [author]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'keep me')).body.id;
    const cases: [unknown, string][] = [
      [{ text: '' }, COMMENT_MESSAGES.empty],
      [{ text: '   ' }, COMMENT_MESSAGES.empty],
      [{ text: 'x'.repeat(LIMITS.commentMax + 1) }, COMMENT_MESSAGES.tooLong],
    ];
    for (const [body, error] of cases) {
      const res = await edit(itemPath(id, cid), author.idToken, body);
      expect(res).toMatchObject({ status: 400, body: { error, code: 'invalid-input' } });
    }
    const extra = await edit(itemPath(id, cid), author.idToken, { text: 'hi', html: true });
    expect(extra.status).toBe(400);
    const stored = (await commentDoc(id, cid).get()).data();
    expect(stored?.text).toBe('keep me');
    expect(stored?.editedAt).toBeUndefined();
  });

  it('another member’s comment or reply: 403 forbidden, nothing changed', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'mine')).body.id;
    const rid = (await postReply(id, cid, author.idToken, 'mine too')).body.id;
    const forbidden = {
      status: 403,
      body: { error: COMMENT_MESSAGES.notYours, code: 'forbidden' },
    };
    expect(await edit(itemPath(id, cid), other.idToken, { text: 'hacked' })).toMatchObject(
      forbidden,
    );
    expect(await edit(itemPath(id, cid, rid), other.idToken, { text: 'hacked' })).toMatchObject(
      forbidden,
    );
    expect(await remove(itemPath(id, cid), other.idToken)).toMatchObject(forbidden);
    expect(await remove(itemPath(id, cid, rid), other.idToken)).toMatchObject(forbidden);
    // An admin is refused on the members' routes too: they moderate on their own.
    expect(await remove(itemPath(id, cid), admin.idToken)).toMatchObject(forbidden);
    expect((await commentDoc(id, cid).get()).data()).toMatchObject({ text: 'mine' });
    expect((await replyDoc(id, cid, rid).get()).data()).toMatchObject({ text: 'mine too' });
    expect(await expectExactCounts(id)).toEqual({ product: 2, replies: { [cid]: 1 } });
  });

  it('visitors 401; unknown, malformed and hidden items 404', async () => {
    const [id, [author]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'here')).body.id;
    expect((await edit(itemPath(id, cid), undefined, { text: 'x' })).status).toBe(401);
    expect((await remove(itemPath(id, cid), undefined)).status).toBe(401);
    const notFound = { status: 404, body: { error: COMMENT_MESSAGES.notFound, code: 'not-found' } };
    expect(await edit(itemPath(id, 'no-such'), author.idToken, { text: 'x' })).toMatchObject(
      notFound,
    );
    expect(await remove(itemPath(id, cid, 'no-such'), author.idToken)).toMatchObject(notFound);
    expect(await remove(itemPath(id, 'bad id!'), author.idToken)).toMatchObject(notFound);
    await commentDoc(id, cid).update({ hidden: true });
    expect(await edit(itemPath(id, cid), author.idToken, { text: 'x' })).toMatchObject(notFound);
    expect((await commentDoc(id, cid).get()).get('text')).toBe('here');
  });
});

describe('deleting one’s own', () => {
  it('a comment without replies goes, with its reports; the count follows', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'bye')).body.id;
    await postComment(id, other.idToken, 'stays');
    await reportComment(id, cid, other.idToken);
    const res = await remove(itemPath(id, cid), author.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: cid,
      outcome: 'deleted',
      parentRemoved: false,
      commentsCount: 1,
      repliesCount: null,
    });
    expect((await commentDoc(id, cid).get()).exists).toBe(false);
    expect(await reportIds(paths.commentReports(id, cid))).toEqual([]);
    expect((await list(id)).body.comments.map((c) => c.text)).toEqual(['stays']);
    expect((await expectExactCounts(id)).product).toBe(1);
  });

  it('a comment with replies stays as an erased tombstone holding them; its last reply takes it', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'private words')).body.id;
    const r1 = (await postReply(id, cid, other.idToken, 'answer one')).body.id;
    const r2 = (await postReply(id, cid, author.idToken, 'answer two')).body.id;
    await reportComment(id, cid, other.idToken);
    await reportReply(id, cid, r2, other.idToken);

    const res = await remove(itemPath(id, cid), author.idToken);
    expect(res.body).toMatchObject({ outcome: 'tombstone', commentsCount: 2 });
    const stored = (await commentDoc(id, cid).get()).data();
    expect(stored).toMatchObject({
      text: '',
      user: { id: '', displayName: '' },
      deleted: true,
      reported: false,
      reportsCount: 0,
      repliesCount: 2,
    });
    expect(JSON.stringify(stored)).not.toContain('private words');
    expect(JSON.stringify(stored)).not.toContain(author.uid);
    expect(await reportIds(paths.commentReports(id, cid))).toEqual([]);
    expect(await expectExactCounts(id)).toEqual({ product: 2, replies: { [cid]: 2 } });

    const [tombstone] = (await list(id)).body.comments;
    expect(tombstone).toMatchObject({ id: cid, deleted: true, text: '', repliesCount: 2 });
    expect(tombstone?.user.displayName).toBe('');
    expect(tombstone?.replies.map((r) => r.text)).toEqual(['answer two', 'answer one']);

    // A tombstone takes no edit, second delete, report or new reply.
    const notFound = { status: 404, body: { error: COMMENT_MESSAGES.notFound } };
    expect(await edit(itemPath(id, cid), author.idToken, { text: 'back' })).toMatchObject(notFound);
    expect(await remove(itemPath(id, cid), author.idToken)).toMatchObject(notFound);
    expect(await reportComment(id, cid, author.idToken)).toMatchObject(notFound);
    expect(await postReply(id, cid, other.idToken, 'late')).toMatchObject(notFound);

    // Replies under it are still their authors' to delete; the last one takes the tombstone.
    const first = await remove(itemPath(id, cid, r2), author.idToken);
    expect(first.body).toMatchObject({
      outcome: 'deleted',
      parentRemoved: false,
      commentsCount: 1,
      repliesCount: 1,
    });
    expect(await reportIds(paths.replyReports(id, cid, r2))).toEqual([]);
    expect(await expectExactCounts(id)).toEqual({ product: 1, replies: { [cid]: 1 } });
    const last = await remove(itemPath(id, cid, r1), other.idToken);
    expect(last.body).toMatchObject({ parentRemoved: true, commentsCount: 0, repliesCount: 0 });
    expect((await commentDoc(id, cid).get()).exists).toBe(false);
    expect((await list(id)).body.comments).toEqual([]);
    expect(await expectExactCounts(id)).toEqual({ product: 0, replies: {} });
  });

  it('a reply goes outright; a hidden reply alone keeps a tombstone but it is not listed', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'parent')).body.id;
    const rid = (await postReply(id, cid, other.idToken, 'only reply')).body.id;
    const res = await remove(itemPath(id, cid, rid), other.idToken);
    expect(res.body).toMatchObject({ outcome: 'deleted', commentsCount: 1, repliesCount: 0 });
    expect((await replyDoc(id, cid, rid).get()).exists).toBe(false);

    const hiddenReply = (await postReply(id, cid, other.idToken, 'hidden later')).body.id;
    const hidden = await api(
      'PATCH',
      `/api/admin/${id}/comments/${cid}/replies/${hiddenReply}/hide`,
      {
        token: admin.idToken,
        body: { hide: true },
      },
    );
    expect(hidden.status).toBe(200);
    expect((await remove(itemPath(id, cid), author.idToken)).body.outcome).toBe('tombstone');
    expect((await list(id)).body.comments).toEqual([]);
    expect(await expectExactCounts(id)).toEqual({ product: 0, replies: { [cid]: 0 } });
  });

  it('the Reported Comments tab shows no ghost, and an admin still moderates', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    const gone = (await postComment(id, author.idToken, 'reported then deleted')).body.id;
    await reportComment(id, gone, other.idToken);
    await remove(itemPath(id, gone), author.idToken);
    const reported = await api<ReportedCommentsPage>('GET', '/api/admin/reported-comments', {
      token: admin.idToken,
    });
    expect(reported.body.comments.map((c) => c.id)).not.toContain(gone);

    const kept = (await postComment(id, author.idToken, 'admin deletes this')).body.id;
    const rid = (await postReply(id, kept, other.idToken, 'under a tombstone')).body.id;
    await remove(itemPath(id, kept), author.idToken);
    // The admin's delete of a tombstone's last reply takes the tombstone; the counts stay exact.
    const byAdmin = await api<DeleteItemAnswer>(
      'DELETE',
      `/api/admin/${id}/comments/${kept}/replies/${rid}`,
      { token: admin.idToken },
    );
    expect(byAdmin.status).toBe(200);
    expect((await commentDoc(id, kept).get()).exists).toBe(false);
    expect(await expectExactCounts(id)).toEqual({ product: 0, replies: {} });
  });
});
