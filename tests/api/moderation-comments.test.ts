// Reported Comments and Reported Replies: the queues (reported, hidden), hide and unhide,
// delete, reject; every action takes the item out of the reported list, members stop seeing
// hidden items at once, and the counts stay those of what members can read, also when members
// post while an admin moderates.
import { afterAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  COMMENT_MESSAGES,
  MODERATION_MESSAGES,
  type CommentsPage,
  type DeleteItemAnswer,
  type HideAnswer,
  type RejectReportAnswer,
  type RepliesPage,
  type ReportedCommentsPage,
  type ReportedRepliesPage,
} from '@xmates/domain';
import { adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
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
  storedCounts,
  visibleCounts,
} from './moderation-helpers';
import { fixtureProduct, removeFixtures, warmWorkers } from './product-fixtures';

const { admin, reporter } = accountsBeforeAll({
  admin: () => syncedAdmin('mod-admin'),
  reporter: () => newVerifiedMember('mod-reporter'),
});
afterAll(removeFixtures);

const item = (id: string, cid: string, rid?: string) =>
  `/api/admin/${id}/comments/${cid}${rid ? `/replies/${rid}` : ''}`;
const hide = (path: string, hidden: unknown) =>
  api<HideAnswer>('PATCH', `${path}/hide`, { token: admin.idToken, body: { hide: hidden } });
const remove = (path: string) => api<DeleteItemAnswer>('DELETE', path, { token: admin.idToken });
const reject = (kind: 'comments' | 'replies', reportId: string) =>
  api<RejectReportAnswer>('POST', `/api/admin/reported-${kind}/${reportId}/reject`, {
    token: admin.idToken,
  });
const reportedComments = (query = '') =>
  api<ReportedCommentsPage>('GET', `/api/admin/reported-comments${query}`, {
    token: admin.idToken,
  });
const reportedReplies = (query = '') =>
  api<ReportedRepliesPage>('GET', `/api/admin/reported-replies${query}`, {
    token: admin.idToken,
  });
const publicIds = async (id: string) =>
  (await api<CommentsPage>('GET', `/api/products/${id}/comments`)).body.comments.map((c) => c.id);

/** The stored counters equal what members can read. */
async function expectExactCounts(id: string) {
  expect(await storedCounts(id)).toEqual(await visibleCounts(id));
}

/**
 * A product with comment c1 (replies r1, r2) and comment c2: four items, by two fresh members
 * (posting is rate-limited per member, and every test needs its own thread).
 */
async function thread() {
  const [writer, replier] = await Promise.all([
    newVerifiedMember('mod-writer'),
    newVerifiedMember('mod-replier'),
  ]);
  const id = await fixtureProduct();
  const posted = async (answer: Promise<{ status: number; body: { id: string } }>) => {
    const res = await answer;
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const c1 = await posted(postComment(id, writer.idToken, 'First comment'));
  const r1 = await posted(postReply(id, c1, writer.idToken, 'First reply'));
  const r2 = await posted(postReply(id, c1, replier.idToken, 'Second reply'));
  const c2 = await posted(postComment(id, writer.idToken, 'Second comment'));
  await expectExactCounts(id);
  return { id, c1, r1, r2, c2, writer, replier };
}

describe('the reported lists', () => {
  it('list reported comments and replies, newest report first, with their product and reporters', async () => {
    const { id, c1, r1, c2 } = await thread();
    expect((await reportComment(id, c2, reporter.idToken)).status).toBe(200);
    expect((await reportComment(id, c1, reporter.idToken)).status).toBe(200);
    expect((await reportReply(id, c1, r1, reporter.idToken)).status).toBe(200);

    const comments = await reportedComments();
    expect(comments.status).toBe(200);
    const ids = comments.body.comments.map((c) => c.id);
    expect(ids.indexOf(c1)).toBeLessThan(ids.indexOf(c2));
    expect(comments.body.comments.find((c) => c.id === c1)).toMatchObject({
      reportId: `${id}~${c1}`,
      kind: 'comment',
      productId: id,
      commentId: c1,
      product: { id, title: `Fixture ${id}`, listed: true },
      text: 'First comment',
      currentText: null,
      deletedByAuthorAt: null,
      gone: false,
      hidden: false,
      reportsCount: 1,
      reporters: [expect.objectContaining({ uid: reporter.uid, displayName: 'Anonymous' })],
    });
    const total = await countOf(
      adminDb
        .collection(COLLECTIONS.commentReports)
        .where('kind', '==', 'comment')
        .where('reported', '==', true),
    );
    expect(comments.body).toMatchObject({ page: 1, total, pages: Math.ceil(total / 20) });

    const replies = await reportedReplies();
    expect(replies.body.replies.find((r) => r.id === r1)).toMatchObject({
      reportId: `${id}~${c1}~${r1}`,
      kind: 'reply',
      commentId: c1,
      text: 'First reply',
    });
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['?list=all', '?page=0', '?page=1&page=2', '?q=x']) {
      expect((await reportedComments(query)).status, query).toBe(400);
      expect((await reportedReplies(query)).status, query).toBe(400);
    }
  });
});

describe('hide and unhide', () => {
  it('hides a comment with its replies for members at once, and shows them again', async () => {
    const { id, c1, r1, c2 } = await thread();
    await reportComment(id, c1, reporter.idToken);

    const res = await hide(item(id, c1), true);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MODERATION_MESSAGES.hidden('comment', true),
      hidden: true,
      commentsCount: 1,
      repliesCount: 2,
    });
    expect(await publicIds(id)).toEqual([c2]);
    const replies = await api('GET', `/api/products/${id}/comments/${c1}/replies`);
    expect(replies).toMatchObject({ status: 404, body: { error: COMMENT_MESSAGES.notFound } });
    await expectExactCounts(id);
    const stored = (await commentDoc(id, c1).get()).data();
    expect(stored).toMatchObject({ hidden: true });
    expect(reportFieldsIn(stored)).toEqual([]);
    expect(await reportIds(id, c1)).toEqual([]);
    expect((await reportStateDoc(id, c1).get()).exists).toBe(false);
    expect((await reportedComments()).body.comments.map((c) => c.id)).not.toContain(c1);
    const hiddenList = await reportedComments('?list=hidden');
    expect(hiddenList.body.comments[0]).toMatchObject({ id: c1, hidden: true });

    // Members can no longer reply to it or report it.
    expect((await postReply(id, c1, reporter.idToken, 'hello?')).status).toBe(404);
    expect((await reportReply(id, c1, r1, reporter.idToken)).status).toBe(404);

    // Hiding again changes nothing (PATCH sets a state).
    const again = await hide(item(id, c1), true);
    expect(again.body).toMatchObject({ hidden: true, commentsCount: 1 });
    await expectExactCounts(id);

    const shown = await hide(item(id, c1), false);
    expect(shown.body).toMatchObject({ hidden: false, commentsCount: 4, repliesCount: 2 });
    expect(await publicIds(id)).toEqual([c2, c1]);
    await expectExactCounts(id);
    expect((await reportedComments('?list=hidden')).body.comments.map((c) => c.id)).not.toContain(
      c1,
    );
    expect((await logEntriesFor(c1)).map((e) => [e.action, e.note])).toEqual([
      ['comment.unhide', null],
      ['comment.hide', null],
      ['comment.hide', '1 report cleared'],
    ]);
  });

  it('hides a reply: one fewer on its comment and on the product', async () => {
    const { id, c1, r1, r2 } = await thread();
    await reportReply(id, c1, r1, reporter.idToken);
    const res = await hide(item(id, c1, r1), true);
    expect(res.body).toEqual({
      message: MODERATION_MESSAGES.hidden('reply', true),
      hidden: true,
      commentsCount: 3,
      repliesCount: 1,
    });
    const replies = await api<RepliesPage>('GET', `/api/products/${id}/comments/${c1}/replies`);
    expect(replies.body.replies.map((r) => r.id)).toEqual([r2]);
    expect((await reportedReplies()).body.replies.map((r) => r.id)).not.toContain(r1);
    expect((await reportedReplies('?list=hidden')).body.replies[0]?.id).toBe(r1);
    await expectExactCounts(id);

    // Under a hidden comment a reply does not count on the product.
    await hide(item(id, c1), true);
    await hide(item(id, c1, r1), false);
    await expectExactCounts(id);
    await hide(item(id, c1), false);
    await expectExactCounts(id);
    expect((await storedCounts(id)).product).toBe(4);
  });

  it('keeps counts exact while members reply during hiding and unhiding', async () => {
    const { id, c1 } = await thread();
    const members = await Promise.all(Array.from({ length: 6 }, () => newVerifiedMember('busy')));
    await warmWorkers(8);
    await Promise.all([
      ...members.map((m, i) => postReply(id, c1, m.idToken, `reply ${i}`)),
      hide(item(id, c1), true),
      hide(item(id, c1), false),
    ]);
    await expectExactCounts(id);
  });

  it('refuses a bad body with 400 and unknown items with 404, changing nothing', async () => {
    const { id, c1, r1 } = await thread();
    const cases: [unknown, RegExp][] = [
      [{}, /hide is required/],
      [{ hide: 'yes' }, /hide must be true or false/],
      [{ hide: true, reason: 'x' }, /Unknown field: reason/],
    ];
    for (const [body, message] of cases) {
      const res = await api('PATCH', `${item(id, c1)}/hide`, { token: admin.idToken, body });
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toMatch(message);
    }
    const unknown: [string, string][] = [
      [item('no-such-product', c1), 'Product not found.'],
      [item(id, 'no-such-comment'), 'Comment not found.'],
      [item(id, c1, 'no-such-reply'), 'Reply not found.'],
      [item(id, 'bad id'), 'Comment not found.'],
    ];
    for (const [path, error] of unknown) {
      const res = await hide(path, true);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error, code: 'not-found' });
      expect((await remove(path)).status, path).toBe(404);
    }
    expect((await replyDoc(id, c1, r1).get()).get('hidden')).toBe(false);
    await expectExactCounts(id);
  });
});

describe('delete', () => {
  it('deletes a reply, then a comment with its replies, keeping the counts exact', async () => {
    const { id, c1, r1, r2, c2, writer } = await thread();
    await reportReply(id, c1, r2, reporter.idToken);
    await hide(item(id, c1, r1), true);

    const hiddenReply = await remove(item(id, c1, r1));
    expect(hiddenReply.body).toEqual({
      message: MODERATION_MESSAGES.deleted('reply', 0),
      deleted: { comments: 0, replies: 1 },
      commentsCount: 3,
      repliesCount: 1,
    });
    const reply = await remove(item(id, c1, r2));
    expect(reply.body).toMatchObject({ commentsCount: 2, repliesCount: 0 });
    expect((await replyDoc(id, c1, r2).get()).exists).toBe(false);
    expect(await reportIds(id, c1, r2)).toEqual([]);
    expect((await reportStateDoc(id, c1, r2).get()).exists).toBe(false);
    expect((await reportedReplies()).body.replies.map((r) => r.id)).not.toContain(r2);
    await expectExactCounts(id);

    const r3 = (await postReply(id, c2, writer.idToken, 'Under the second')).body.id;
    await reportReply(id, c2, r3, reporter.idToken);
    const comment = await remove(item(id, c2));
    expect(comment.body).toEqual({
      message: MODERATION_MESSAGES.deleted('comment', 1),
      deleted: { comments: 1, replies: 1 },
      commentsCount: 1,
      repliesCount: null,
    });
    expect((await commentDoc(id, c2).get()).exists).toBe(false);
    expect((await replyDoc(id, c2, r3).get()).exists).toBe(false);
    // The reports of its replies go with them: nothing is left to judge.
    expect((await reportStateDoc(id, c2, r3).get()).exists).toBe(false);
    expect(await reportIds(id, c2, r3)).toEqual([]);
    expect((await reportedReplies()).body.replies.map((r) => r.id)).not.toContain(r3);
    expect(await publicIds(id)).toEqual([c1]);
    await expectExactCounts(id);
    expect((await remove(item(id, c2))).status).toBe(404);
    expect((await logEntriesFor(c2))[0]).toMatchObject({
      action: 'comment.delete',
      target: { kind: 'comment', productId: id, label: 'Anonymous: Second comment' },
      note: 'with 1 reply',
    });
  });
});

describe('reject the report', () => {
  it('clears the reports and leaves the item as it was; a second reject is a 409', async () => {
    const { id, c1, r1, replier } = await thread();
    await reportComment(id, c1, reporter.idToken);
    await reportComment(id, c1, replier.idToken);
    await reportReply(id, c1, r1, reporter.idToken);

    const res = await reject('comments', `${id}~${c1}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MODERATION_MESSAGES.reportRejected('comment'),
      cleared: 2,
    });
    const stored = (await commentDoc(id, c1).get()).data();
    expect(stored).toMatchObject({ hidden: false, text: 'First comment' });
    expect(reportFieldsIn(stored)).toEqual([]);
    expect(await reportIds(id, c1)).toEqual([]);
    expect((await reportStateDoc(id, c1).get()).exists).toBe(false);
    expect((await reportedComments()).body.comments.map((c) => c.id)).not.toContain(c1);
    await expectExactCounts(id);

    const again = await reject('comments', `${id}~${c1}`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: MODERATION_MESSAGES.notReported('comment'),
      code: 'wrong-state',
    });
    expect(await logEntriesFor(c1)).toHaveLength(1);

    const replyRes = await reject('replies', `${id}~${c1}~${r1}`);
    expect(replyRes.body).toMatchObject({ cleared: 1 });
    expect((await reject('replies', `${id}~${c1}~${r1}`)).status).toBe(409);

    // A cleared report may be made again.
    expect((await reportComment(id, c1, reporter.idToken)).status).toBe(200);
  });

  it('answers 404 to report ids that cannot name an item or name none', async () => {
    const { id, c1 } = await thread();
    for (const reportId of [c1, `${id}~${c1}~x~y`, `${id}~bad%20id`, `${id}~no-such-comment`]) {
      expect((await reject('comments', reportId)).status, reportId).toBe(404);
    }
    expect((await reject('replies', `${id}~${c1}`)).body).toEqual({
      error: MODERATION_MESSAGES.replyNotFound,
      code: 'not-found',
    });
  });
});
