// The public moderation log (GET /api/moderation-log): everyone reads what the moderators did,
// to what kind of item, why and the minute, 20 a page by cursor, and nothing that names anyone
// (no uid, name, e-mail, quoted words, link or item id); erasing a member leaves it as it was.
import { describe, expect, it } from 'vitest';
import { PUBLIC_LOG_REASONS, type HideAnswer, type PublicLogPage } from '@xmates/domain';
import { adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedAdmin, syncedMember } from './link-helpers';
import { postComment, postReply, reportComment } from './moderation-helpers';
import { fixtureProduct } from './product-fixtures';

const { admin, reporter } = accountsBeforeAll({
  admin: () => syncedAdmin('public-log-admin'),
  reporter: () => newVerifiedMember('public-log-reporter'),
});

const page = (after?: string | null) =>
  api<PublicLogPage>('GET', `/api/moderation-log${after ? `?after=${after}` : ''}`);
const hide = (path: string, hidden: boolean) =>
  api<HideAnswer>('PATCH', `/api/admin/${path}/hide`, {
    token: admin.idToken,
    body: { hide: hidden },
  });
const publicEntries = async () =>
  (await adminDb.collection(paths.publicModerationLog).get()).docs
    .map((d) => ({ id: d.id, ...d.data() }))
    .sort((a, b) => a.id.localeCompare(b.id));

/** The entries of the minute `ms` falls in and after, following the pages. */
async function entriesSince(ms: number) {
  const from = Math.floor(ms / 60_000) * 60_000;
  const found: PublicLogPage['entries'] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const res = await page(after);
    const recent = res.body.entries.filter((e) => Date.parse(e.at) >= from);
    found.push(...recent);
    after = res.body.nextCursor;
    if (!after || recent.length < res.body.entries.length) break;
  }
  return found;
}

async function posted(answer: Promise<{ status: number; body: { id: string } }>) {
  const res = await answer;
  expect(res.status).toBe(201);
  return res.body.id;
}

/** A product with a reported comment and a reply, by a member with a display name. */
async function moderatedThread() {
  const writer = await syncedMember('public-log-writer');
  const name = `Writer ${Date.now().toString(36)}`;
  const claimed = await api('POST', '/api/users/displayname/claim', {
    token: writer.idToken,
    body: { name },
  });
  expect(claimed.status).toBe(200);
  const productId = await fixtureProduct({ title: 'Public log fixture' });
  const words = `Words only the writer wrote ${Date.now().toString(36)}`;
  const commentId = await posted(postComment(productId, writer.idToken, words));
  const replyId = await posted(postReply(productId, commentId, writer.idToken, `${words}, again`));
  expect((await reportComment(productId, commentId, reporter.idToken)).status).toBe(200);
  return { writer, productId, commentId, replyId, words };
}

describe('GET /api/moderation-log', () => {
  it('tells visitors what was done, to what, why and the minute, naming nobody', async () => {
    const thread = await moderatedThread();
    const started = Date.now();
    const comment = `${thread.productId}/comments/${thread.commentId}`;
    expect((await hide(comment, true)).status).toBe(200);
    expect((await hide(comment, false)).status).toBe(200);
    const reply = `${comment}/replies/${thread.replyId}`;
    expect((await api('DELETE', `/api/admin/${reply}`, { token: admin.idToken })).status).toBe(200);

    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    // Entries of one minute come in no particular order (the minute is all they keep).
    const recent = await entriesSince(started);
    expect(recent).toEqual(
      expect.arrayContaining([
        { done: 'hidden', kind: 'comment', reason: 'member-reports', at: expect.any(String) },
        { done: 'restored', kind: 'comment', reason: 'moderator-review', at: expect.any(String) },
        { done: 'removed', kind: 'reply', reason: 'moderator-review', at: expect.any(String) },
      ]),
    );
    for (const entry of res.body.entries) {
      expect(Object.keys(PUBLIC_LOG_REASONS)).toContain(entry.reason);
      expect(Date.parse(entry.at) % 60_000, 'the minute only').toBe(0);
    }
    const text = JSON.stringify(res.body);
    const profile = await adminDb.doc(paths.profile(thread.writer.uid)).get();
    const displayName: unknown = profile.get('displayName');
    expect(displayName).toMatch(/^Writer /);
    for (const secret of [
      thread.writer.uid,
      thread.writer.email,
      String(displayName),
      admin.uid,
      admin.email,
      reporter.uid,
      thread.words,
      thread.productId,
      thread.commentId,
      thread.replyId,
      'Public log fixture',
      'http',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('leaves out what is not moderation of members’ words and links', async () => {
    const before = await countOf(adminDb.collection(paths.publicModerationLog));
    const name = `public-log-${Date.now().toString(36)}`;
    expect(
      (await api('POST', '/api/admin/tags', { token: admin.idToken, body: { name } })).status,
    ).toBe(201);
    expect((await api('DELETE', `/api/admin/tags/${name}`, { token: admin.idToken })).status).toBe(
      200,
    );
    expect(await countOf(adminDb.collection(paths.publicModerationLog))).toBe(before);
    expect(await countOf(adminDb.collection(paths.moderationLog))).toBeGreaterThan(0);
  });

  it('pages the whole log newest first, 20 a page, by cursor', async () => {
    const thread = await moderatedThread();
    const comment = `${thread.productId}/comments/${thread.commentId}`;
    for (let i = 0; i < 11; i += 1) {
      expect((await hide(comment, true)).status).toBe(200);
      expect((await hide(comment, false)).status).toBe(200);
    }
    const total = await countOf(adminDb.collection(paths.publicModerationLog));
    expect(total).toBeGreaterThan(20);
    const times: number[] = [];
    let count = 0;
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await page(after);
      expect(res.status).toBe(200);
      expect(res.body.entries.length).toBeLessThanOrEqual(20);
      count += res.body.entries.length;
      times.push(...res.body.entries.map((e) => Date.parse(e.at)));
      after = res.body.nextCursor;
      pages += 1;
    } while (after && pages < 1000);
    expect(count).toBe(total);
    expect(pages).toBe(Math.ceil(total / 20));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers a cursor that is not one, and a parameter it does not take, with a 400', async () => {
    for (const query of ['?after=not-a-cursor', '?page=2', '?after=a&after=b']) {
      const res = await api('GET', `/api/moderation-log${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toEqual(expect.any(String));
    }
  });

  it('stays as it was when a member whose words were moderated erases their account', async () => {
    const thread = await moderatedThread();
    const comment = `${thread.productId}/comments/${thread.commentId}`;
    expect((await hide(comment, true)).status).toBe(200);
    const before = await publicEntries();
    const erased = await api('DELETE', '/api/users/me', { token: thread.writer.idToken });
    expect(erased.status).toBe(200);
    expect(await publicEntries()).toEqual(before);
  });
});
