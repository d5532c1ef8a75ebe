// A member's own comments and replies: editing (same rules as posting, "edited"), deleting (a
// comment with replies stays as a tombstone holding them, erased; without replies it goes), the
// counts exact; reports outlive both, with the words as reported, until an admin decides;
// another member's item is a 403 that changes nothing; visitors 401; admins keep their own
// routes.
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMENT_MESSAGES,
  LIMITS,
  MODERATION_MESSAGES,
  type CommentDeleteAnswer,
  type CommentEditAnswer,
  type CommentsPage,
  type DeleteItemAnswer,
  type HideAnswer,
  type RejectReportAnswer,
  type ReportedCommentsPage,
  type ReportedItemView,
  type ReportedRepliesPage,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedAdmin } from './link-helpers';
import {
  commentDoc,
  logEntriesFor,
  postComment,
  postReply,
  replyDoc,
  reportComment,
  reportFieldsIn,
  reportIds,
  reportReply,
  reportStateDoc,
  reportsOf,
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
  it('a comment without replies goes, its report kept for the moderators; the count follows', async () => {
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
    expect(await reportIds(id, cid)).toEqual([other.uid]);
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
      repliesCount: 2,
    });
    expect(reportFieldsIn(stored)).toEqual([]);
    expect(JSON.stringify(stored)).not.toContain('private words');
    expect(JSON.stringify(stored)).not.toContain(author.uid);
    // The words reported stay with the report, server-only, for the moderators.
    expect(await reportIds(id, cid)).toEqual([other.uid]);
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
    expect(await reportIds(id, cid, r2)).toEqual([other.uid]);
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

  it('an admin still moderates under a tombstone', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
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

const reportedComments = () =>
  api<ReportedCommentsPage>('GET', '/api/admin/reported-comments', { token: admin.idToken });
const reportedReplies = () =>
  api<ReportedRepliesPage>('GET', '/api/admin/reported-replies', { token: admin.idToken });
const listed = (items: ReportedItemView[], id: string) => items.find((i) => i.id === id);
const rejectReport = (kind: 'comments' | 'replies', reportId: string) =>
  api<RejectReportAnswer>('POST', `/api/admin/reported-${kind}/${reportId}/reject`, {
    token: admin.idToken,
  });

describe('reported words cannot be erased by their author', () => {
  it('an edit after the report: the moderators see the words as reported, and the current text', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    await adminDb.doc(paths.profile(author.uid)).set(docs.profile({ displayName: 'Edgy Author' }));
    const cid = (await postComment(id, author.idToken, 'you are all idiots')).body.id;
    const rid = (await postReply(id, cid, author.idToken, 'and worse')).body.id;
    expect((await reportComment(id, cid, other.idToken)).status).toBe(200);
    expect((await reportReply(id, cid, rid, other.idToken)).status).toBe(200);
    expect(
      (await edit(itemPath(id, cid), author.idToken, { text: 'have a nice day' })).status,
    ).toBe(200);
    expect((await edit(itemPath(id, cid, rid), author.idToken, { text: 'sorry' })).status).toBe(
      200,
    );

    const comment = listed((await reportedComments()).body.comments, cid);
    expect(comment).toMatchObject({
      text: 'you are all idiots',
      user: { id: author.uid, displayName: 'Edgy Author' },
      currentText: 'have a nice day',
      deletedByAuthorAt: null,
      gone: false,
      reportsCount: 1,
      reporters: [expect.objectContaining({ uid: other.uid })],
    });
    expect(listed((await reportedReplies()).body.replies, rid)).toMatchObject({
      text: 'and worse',
      currentText: 'sorry',
      gone: false,
    });
    // The report's copy: the words, their author and times as they were when reported.
    const report = (await reportsOf(id, cid).doc(other.uid).get()).data();
    expect(report).toMatchObject({
      uid: other.uid,
      words: { text: 'you are all idiots', author: { id: author.uid }, editedAt: null },
    });

    // A report made after the edit copies the edited words; the queue keeps the first ones.
    const third = await newVerifiedMember('own-third');
    expect((await reportComment(id, cid, third.idToken)).status).toBe(200);
    const later = (await reportsOf(id, cid).doc(third.uid).get()).data();
    expect(later).toMatchObject({ words: { text: 'have a nice day' } });
    expect(later?.words.editedAt).not.toBeNull();
    expect(listed((await reportedComments()).body.comments, cid)).toMatchObject({
      text: 'you are all idiots',
      currentText: 'have a nice day',
      reportsCount: 2,
    });

    // Hiding it clears the report.
    const hidden = await api<HideAnswer>('PATCH', `/api/admin/${id}/comments/${cid}/hide`, {
      token: admin.idToken,
      body: { hide: true },
    });
    expect(hidden.status).toBe(200);
    expect(await reportIds(id, cid)).toEqual([]);
    expect((await reportStateDoc(id, cid).get()).exists).toBe(false);
  });

  it('a delete after the report: the report and its words stay until an admin closes it', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    await adminDb.doc(paths.profile(author.uid)).set(docs.profile({ displayName: 'Gone Author' }));
    const gone = (await postComment(id, author.idToken, 'reported then deleted')).body.id;
    await reportComment(id, gone, other.idToken);
    expect((await remove(itemPath(id, gone), author.idToken)).body.outcome).toBe('deleted');
    expect((await commentDoc(id, gone).get()).exists).toBe(false);
    expect((await list(id)).body.comments).toEqual([]);

    // The evidence: the report with its copy, and the state that keeps it in the queue.
    expect(await reportIds(id, gone)).toEqual([other.uid]);
    expect((await reportsOf(id, gone).doc(other.uid).get()).get('words.text')).toBe(
      'reported then deleted',
    );
    const state = (await reportStateDoc(id, gone).get()).data();
    expect(state).toMatchObject({ kind: 'comment', reported: true, reportsCount: 1 });
    expect(state?.deletedByAuthorAt).toBeTruthy();

    const shown = listed((await reportedComments()).body.comments, gone);
    expect(shown).toMatchObject({
      reportId: `${id}~${gone}`,
      text: 'reported then deleted',
      user: { id: author.uid, displayName: 'Gone Author' },
      currentText: null,
      gone: true,
      hidden: false,
      reportsCount: 1,
      reporters: [expect.objectContaining({ uid: other.uid })],
    });
    expect(shown?.deletedByAuthorAt).toEqual(expect.any(String));

    // Nothing is left to hide or delete; rejecting closes the report and logs the words.
    const hide = await api('PATCH', `/api/admin/${id}/comments/${gone}/hide`, {
      token: admin.idToken,
      body: { hide: true },
    });
    expect(hide.status).toBe(404);
    const closed = await rejectReport('comments', `${id}~${gone}`);
    expect(closed.body).toEqual({
      message: MODERATION_MESSAGES.reportRejected('comment'),
      cleared: 1,
    });
    expect(listed((await reportedComments()).body.comments, gone)).toBeUndefined();
    expect(await reportIds(id, gone)).toEqual([]);
    expect((await reportStateDoc(id, gone).get()).exists).toBe(false);
    expect(await logEntriesFor(gone)).toEqual([
      expect.objectContaining({
        action: 'comment.reject-report',
        target: expect.objectContaining({ label: 'Gone Author: reported then deleted' }),
        aboutUid: author.uid,
        note: '1 report cleared',
      }),
    ]);
    expect((await rejectReport('comments', `${id}~${gone}`)).status).toBe(404);
  });

  it('a tombstone after the report: listed as deleted by its author, with the words as reported', async () => {
    const [id, [author, other]] = await Promise.all([fixtureProduct(), members()]);
    const cid = (await postComment(id, author.idToken, 'rude words')).body.id;
    const rid = (await postReply(id, cid, other.idToken, 'that was rude')).body.id;
    await reportComment(id, cid, other.idToken);
    expect((await remove(itemPath(id, cid), author.idToken)).body.outcome).toBe('tombstone');

    const shown = listed((await reportedComments()).body.comments, cid);
    expect(shown).toMatchObject({
      text: 'rude words',
      user: { id: author.uid },
      currentText: null,
      gone: false,
    });
    expect(shown?.deletedByAuthorAt).toEqual(expect.any(String));

    // The admin may still delete it with its replies: the report goes with it.
    const deleted = await api<DeleteItemAnswer>('DELETE', `/api/admin/${id}/comments/${cid}`, {
      token: admin.idToken,
    });
    expect(deleted.body).toMatchObject({ deleted: { comments: 1, replies: 1 } });
    expect((await replyDoc(id, cid, rid).get()).exists).toBe(false);
    expect((await reportStateDoc(id, cid).get()).exists).toBe(false);
    expect(listed((await reportedComments()).body.comments, cid)).toBeUndefined();
    expect(await expectExactCounts(id)).toEqual({ product: 0, replies: {} });
  });
});
