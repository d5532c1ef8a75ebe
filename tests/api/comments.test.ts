// Comments and replies: exact counts (also under concurrency), hidden items never listed,
// newest-first paging with the 3 newest replies embedded, reports once per member (kept off
// what members read), bad text.
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  type CommentView,
  type CommentsPage,
  type RepliesPage,
  type ReplyView,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { dbWith } from '../rules/support';
import { accountsBeforeAll } from './helpers';
import {
  commentDoc,
  replyDoc,
  reportComment,
  reportFieldsIn,
  reportReply,
  reportStateDoc,
  reportStatePath,
  reportsOf,
} from './moderation-helpers';
import { fixtureProduct, removeFixtures, storedProduct, warmWorkers } from './product-fixtures';

const { author, replier } = accountsBeforeAll({
  author: () => newVerifiedMember('author'),
  replier: () => newVerifiedMember('reply'),
});
beforeAll(async () => {
  await adminDb.doc(paths.profile(author.uid)).set(docs.profile({ displayName: 'Comment Author' }));
});
afterAll(removeFixtures);

const comment = (id: string, token: string, text: string) =>
  api<CommentView>('POST', `/api/products/${id}/comments`, { token, body: { text } });
const reply = (id: string, cid: string, token: string, text: string) =>
  api<ReplyView>('POST', `/api/products/${id}/comments/${cid}/replies`, { token, body: { text } });
const list = (id: string, query = '') =>
  api<CommentsPage>('GET', `/api/products/${id}/comments${query}`);

describe('posting', () => {
  it('creates comments and replies, counting both on the product', async () => {
    const id = await fixtureProduct();
    const c = await comment(id, author.idToken, '  First!  ');
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({
      text: 'First!',
      user: { id: author.uid, displayName: 'Comment Author' },
      hidden: false,
      repliesCount: 0,
      replies: [],
    });
    const r = await reply(id, c.body.id, replier.idToken, '<b>plain</b> text');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      commentId: c.body.id,
      text: '<b>plain</b> text',
      user: { displayName: 'Anonymous' },
    });
    expect((await storedProduct(id)).commentsCount).toBe(2);
    const stored = await commentDoc(id, c.body.id).get();
    expect(stored.get('repliesCount')).toBe(1);
  });

  it('ten members commenting at once add exactly ten', async () => {
    const id = await fixtureProduct();
    const members = await Promise.all(Array.from({ length: 10 }, () => newVerifiedMember('many')));
    await warmWorkers(10);
    const answers = await Promise.all(members.map((m, i) => comment(id, m.idToken, `c${i}`)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect((await storedProduct(id)).commentsCount).toBe(10);
  });

  it('refuses empty, blank, too long, non-string text and unknown fields', async () => {
    const id = await fixtureProduct();
    const writer = await newVerifiedMember('writer');
    const path = `/api/products/${id}/comments`;
    const cases: [unknown, RegExp][] = [
      [{ text: '' }, /Please write something/],
      [{ text: '   ' }, /Please write something/],
      [{ text: 'x'.repeat(LIMITS.commentMax + 1) }, /at most 1000 characters/],
      [{ text: 5 }, /text must be a string/],
      [{}, /text is required/],
      [{ text: 'hi', html: true }, /Unknown field: html/],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', path, { token: writer.idToken, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(String(res.body.error)).toMatch(message);
    }
    const ok = await comment(id, writer.idToken, 'y'.repeat(LIMITS.commentMax));
    expect(ok.status).toBe(201);
    expect((await storedProduct(id)).commentsCount).toBe(1);
  });

  it('answers 401 to visitors and 404 to unknown products and comments', async () => {
    const id = await fixtureProduct();
    expect(
      (await api('POST', `/api/products/${id}/comments`, { body: { text: 'x' } })).status,
    ).toBe(401);
    const unknown = await comment('no-such-product', replier.idToken, 'x');
    expect(unknown).toMatchObject({
      status: 404,
      body: { error: 'Product not found.', code: 'not-found' },
    });
    const noComment = await reply(id, 'no-such-comment', replier.idToken, 'x');
    expect(noComment).toMatchObject({
      status: 404,
      body: { error: 'Comment not found.', code: 'not-found' },
    });
    expect((await list('no-such-product')).status).toBe(404);
  });
});

describe('listing', () => {
  let id: string;
  let cids: string[];

  beforeAll(async () => {
    id = await fixtureProduct();
    cids = [];
    for (const text of ['one', 'two', 'three']) {
      cids.push((await comment(id, author.idToken, text)).body.id);
    }
    for (const text of ['r1', 'r2', 'r3', 'r4']) {
      await reply(id, cids[2] ?? '', replier.idToken, text);
    }
    const hiddenReply = (await reply(id, cids[2] ?? '', replier.idToken, 'r5 hidden')).body.id;
    await replyDoc(id, cids[2] ?? '', hiddenReply).update({ hidden: true });
    await commentDoc(id, cids[1] ?? '').update({ hidden: true });
  });

  it('lists visible comments newest first with the 3 newest visible replies', async () => {
    const res = await list(id);
    expect(res.status).toBe(200);
    expect(res.body.comments.map((c) => c.text)).toEqual(['three', 'one']);
    const [newest] = res.body.comments;
    expect(newest?.replies.map((r) => r.text)).toEqual(['r4', 'r3', 'r2']);
    expect(newest?.repliesCount).toBe(5);
    expect(res.body.nextCursor).toBeNull();
  });

  it('pages comments and replies by cursor', async () => {
    const first = await list(id, '?limit=1');
    expect(first.body.comments.map((c) => c.text)).toEqual(['three']);
    const second = await list(id, `?limit=1&after=${first.body.nextCursor}`);
    expect(second.body.comments.map((c) => c.text)).toEqual(['one']);
    expect(second.body.nextCursor).toBeNull();

    const base = `/api/products/${id}/comments/${cids[2]}/replies`;
    const page1 = await api<RepliesPage>('GET', `${base}?limit=3`);
    expect(page1.body.replies.map((r) => r.text)).toEqual(['r4', 'r3', 'r2']);
    const page2 = await api<RepliesPage>('GET', `${base}?limit=3&after=${page1.body.nextCursor}`);
    expect(page2.body).toMatchObject({ nextCursor: null });
    expect(page2.body.replies.map((r) => r.text)).toEqual(['r1']);
  });

  it('does not show a hidden comment’s replies nor accept replies to it', async () => {
    const hiddenPath = `/api/products/${id}/comments/${cids[1]}/replies`;
    expect((await api('GET', hiddenPath)).status).toBe(404);
    expect((await reply(id, cids[1] ?? '', author.idToken, 'late')).status).toBe(404);
  });
});

describe('reports', () => {
  it('a comment and a reply, once per member', async () => {
    const id = await fixtureProduct();
    const cid = (await comment(id, author.idToken, 'report me')).body.id;
    const rid = (await reply(id, cid, author.idToken, 'me too')).body.id;
    for (const path of [
      `/api/products/${id}/comments/${cid}/report`,
      `/api/products/${id}/comments/${cid}/replies/${rid}/report`,
    ]) {
      const first = await api('POST', path, { token: replier.idToken });
      expect(first).toMatchObject({ status: 200, body: { reported: true } });
      const again = await api('POST', path, { token: replier.idToken });
      expect(again).toMatchObject({
        status: 400,
        body: { error: 'You have already reported this comment.', code: 'already-reported' },
      });
    }
    // The count and the time are the server's, with a copy of the words as reported.
    expect((await reportStateDoc(id, cid).get()).data()).toMatchObject({
      kind: 'comment',
      productId: id,
      commentId: cid,
      replyId: null,
      reported: true,
      reportsCount: 1,
      deletedByAuthorAt: null,
    });
    expect((await reportStateDoc(id, cid, rid).get()).data()).toMatchObject({
      kind: 'reply',
      replyId: rid,
      reportsCount: 1,
    });
    expect((await reportsOf(id, cid, rid).doc(replier.uid).get()).data()).toMatchObject({
      uid: replier.uid,
      words: { text: 'me too', author: { id: author.uid }, editedAt: null },
    });
  });

  it('leaves no trace on what members and visitors read: the documents, the list', async () => {
    const id = await fixtureProduct();
    const cid = (await comment(id, author.idToken, 'reported, secretly')).body.id;
    const rid = (await reply(id, cid, author.idToken, 'also reported')).body.id;
    expect((await reportComment(id, cid, replier.idToken)).status).toBe(200);
    expect((await reportReply(id, cid, rid, replier.idToken)).status).toBe(200);

    // The author (the member who would like to know), another member and a visitor, each with
    // the client SDK under the security rules.
    const readers = await Promise.all([
      dbWith(author.uid, { email_verified: true }),
      dbWith(replier.uid, { email_verified: true }),
      dbWith(),
    ]);
    for (const db of readers) {
      for (const path of [paths.comment(id, cid), paths.reply(id, cid, rid)]) {
        const snap = await getDoc(doc(db, path));
        expect(snap.exists(), path).toBe(true);
        expect(reportFieldsIn(snap.data()), path).toEqual([]);
      }
      // The report state is server-only.
      await expect(getDoc(doc(db, reportStatePath(id, cid)))).rejects.toThrow();
    }
    for (const ref of [commentDoc(id, cid), replyDoc(id, cid, rid)]) {
      expect(reportFieldsIn((await ref.get()).data())).toEqual([]);
    }
    const [listed] = (await list(id)).body.comments;
    expect(reportFieldsIn(listed)).toEqual([]);
    expect(reportFieldsIn(listed?.replies[0])).toEqual([]);
  });
});
