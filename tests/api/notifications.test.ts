// Notification fan-out through the real triggers (likes, comments, replies, badges, approved
// links): one notice per recipient, none for one's own action, the recipient's switches
// honoured, nothing twice on redelivery or a like toggled off and on. Then the
// /api/notifications list, unread count, marking and settings, with every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  LIMITS,
  NOTIFICATION_MESSAGES,
  type CommentView,
  type CreateProductAnswer,
  type MarkReadAnswer,
  type NotificationSettingsAnswer,
  type NotificationsPage,
  type UnreadCountAnswer,
} from '@xmates/domain';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { CATEGORY, storedSubmission, uploadedImages } from './link-helpers';
import {
  afterTriggers,
  namedAccount,
  noticesOf,
  noticesRef,
  storeNotices,
  storedNotices,
  type Named,
} from './notification-helpers';
import { fixtureProduct, removeFixtures } from './product-fixtures';

const { owner, fan, other } = accountsBeforeAll({
  owner: () => namedAccount('owner'),
  fan: () => namedAccount('fan'),
  other: () => namedAccount('other'),
});
afterAll(removeFixtures);

const ownedProduct = (account: Named = owner) =>
  fixtureProduct({ owner: { uid: account.uid, displayName: account.name } });

const like = (id: string, token: string) =>
  api('POST', `/api/products/${id}/like`, { token, body: {} });
const comment = (id: string, token: string, text = 'Great find') =>
  api<CommentView>('POST', `/api/products/${id}/comments`, { token, body: { text } });
const reply = (id: string, cid: string, token: string) =>
  api('POST', `/api/products/${id}/comments/${cid}/replies`, { token, body: { text: 'Agreed' } });
const settings = (token: string, body: unknown) =>
  api<NotificationSettingsAnswer>('PUT', '/api/notifications/settings', { token, body });

/** An approved submission of `submitter` made a product by `admin` (create-product). */
async function createProduct(admin: Named, submitter: Named, images: string[]) {
  const id = await storedSubmission('approved', submitter);
  const res = await api<CreateProductAnswer>(
    'POST',
    `/api/admin/pending-links/${id}/create-product`,
    {
      token: admin.idToken,
      body: { title: 'Approved Notice', description: 'x', images, tags: ['a'], category: CATEGORY },
    },
  );
  expect(res.status).toBe(201);
  return { submissionId: id, product: res.body.product };
}

describe('fan-out by triggers', () => {
  it('tells the owner of a like, once, with the liker and the product', async () => {
    const id = await ownedProduct();
    expect((await like(id, fan.idToken)).status).toBe(200);
    const [notice] = await noticesOf(owner.uid, 'LIKE');
    expect(notice).toMatchObject({
      id: `like-${id}-${fan.uid}`,
      isRead: false,
      actor: { id: fan.uid, displayName: fan.name },
      product: { id, slug: id, title: `Fixture ${id}` },
    });
    const page = await api<NotificationsPage>('GET', '/api/notifications', {
      token: owner.idToken,
    });
    expect(page.body.items.find((i) => i.id === notice?.id)?.message).toBe(
      `${fan.name} liked your submitted video`,
    );
  });

  it('does not notify again when a like is toggled off and on', async () => {
    const id = await ownedProduct(other);
    await like(id, fan.idToken);
    await noticesOf(other.uid, 'LIKE');
    // The reaction document as the API writes it, toggled off and on twice.
    const reaction = adminDb.doc(paths.reaction(fan.uid, id));
    for (const liked of [false, true, false, true]) {
      await reaction.update({ liked, likedAt: liked ? Timestamp.now() : null });
    }
    await afterTriggers(other.uid);
    expect(await storedNotices(other.uid, 'LIKE')).toHaveLength(1);
  });

  it('never tells members of their own like, comment or reply', async () => {
    const solo = await namedAccount('solo');
    const id = await ownedProduct(solo);
    await like(id, solo.idToken);
    const own = await comment(id, solo.idToken);
    await reply(id, own.body.id, solo.idToken);
    await afterTriggers(solo.uid);
    expect(await storedNotices(solo.uid)).toEqual([]);
  });

  it('tells the owner of a comment and the author of a reply', async () => {
    const id = await ownedProduct();
    const posted = await comment(id, fan.idToken);
    const [onComment] = await noticesOf(owner.uid, 'COMMENT');
    expect(onComment).toMatchObject({
      id: `comment-${posted.body.id}`,
      actor: { id: fan.uid, displayName: fan.name },
      product: { id },
    });
    await reply(id, posted.body.id, other.idToken);
    const [onReply] = await noticesOf(fan.uid, 'REPLY');
    expect(onReply).toMatchObject({
      actor: { id: other.uid, displayName: other.name },
      product: { id, slug: null, title: null },
    });
  });

  it('writes nothing twice when an event is delivered again', async () => {
    const member = await namedAccount('redelivery');
    const id = await ownedProduct(member);
    const posted = await comment(id, fan.idToken);
    await noticesOf(member.uid, 'COMMENT');
    // The same comment document created again: the same event, delivered a second time.
    const ref = adminDb.doc(paths.comment(id, posted.body.id));
    const data = (await ref.get()).data() ?? {};
    await ref.delete();
    await ref.create(data);
    await afterTriggers(member.uid);
    expect(await storedNotices(member.uid, 'COMMENT')).toHaveLength(1);
  });

  it('honours the switches: a muted type is not written, the others are', async () => {
    const member = await namedAccount('muted');
    const saved = await settings(member.idToken, { onCommentMyProduct: false });
    expect(saved.body.onCommentMyProduct).toBe(false);
    const id = await ownedProduct(member);
    await comment(id, fan.idToken);
    await like(id, fan.idToken);
    await noticesOf(member.uid, 'LIKE');
    await afterTriggers(member.uid);
    expect(await storedNotices(member.uid, 'COMMENT')).toEqual([]);
  });

  it('tells a member of each badge key added to the profile, once', async () => {
    const member = await namedAccount('badger');
    const profile = adminDb.doc(paths.profile(member.uid));
    await profile.update({ badges: FieldValue.arrayUnion('xmates_pioneer', 'xmates_mystery') });
    const notices = await noticesOf(member.uid, 'BADGE', 2);
    const page = await api<NotificationsPage>('GET', '/api/notifications', {
      token: member.idToken,
    });
    expect(page.body.items.map((i) => i.message).sort()).toEqual([
      'You earned Pioneer!',
      'You earned a new badge!',
    ]);
    expect(notices.map((n) => n.payload.badgeKey).sort()).toEqual([
      'xmates_mystery',
      'xmates_pioneer',
    ]);
    // Taken away and given again: still one notice per badge.
    await profile.update({ badges: FieldValue.arrayRemove('xmates_pioneer') });
    await profile.update({ badges: FieldValue.arrayUnion('xmates_pioneer') });
    await settings(member.idToken, { onBadgeEarned: false });
    await profile.update({ badges: FieldValue.arrayUnion('xmates_supporter') });
    await afterTriggers(member.uid);
    expect(await storedNotices(member.uid, 'BADGE')).toHaveLength(2);
  });

  it('tells the submitter that the link is in the feed, unless they approved it themselves', async () => {
    const admin = await namedAccount('approver', true);
    const images = await uploadedImages(admin.idToken, 2);
    const { submissionId, product } = await createProduct(admin, fan, images.slice(0, 1));
    // The notifyOnReview trigger runs after the answer.
    const [notice] = await noticesOf(fan.uid, 'APPROVED');
    expect(notice).toMatchObject({
      id: `approved-${submissionId}`,
      actor: null,
      product: { id: product.id, slug: product.slug, title: 'Approved Notice' },
    });
    await createProduct(admin, admin, images.slice(1));
    await afterTriggers(admin.uid);
    expect(await storedNotices(admin.uid, 'APPROVED')).toEqual([]);
  });

  it('tells the submitter once when the completion is delivered again', async () => {
    const admin = await namedAccount('approver', true);
    const submitter = await namedAccount('approved-twice');
    const { submissionId } = await createProduct(
      admin,
      submitter,
      await uploadedImages(admin.idToken, 1),
    );
    await noticesOf(submitter.uid, 'APPROVED');
    // The submitter reads their submission: it says the link was approved, not by whom.
    const completed = await storedAt(paths.submission(submissionId));
    expect(completed).toMatchObject({ status: 'completed', completedBySubmitter: false });
    expect(JSON.stringify(completed)).not.toContain(admin.uid);
    // The same completion again: the submission back to approved, then completed.
    const ref = adminDb.doc(paths.submission(submissionId));
    await ref.update({ status: 'approved' });
    await ref.update({ status: 'completed' });
    await afterTriggers(submitter.uid);
    expect(await storedNotices(submitter.uid, 'APPROVED')).toHaveLength(1);
  });
});

describe('GET /api/notifications and the unread count', () => {
  let reader: Named;
  beforeAll(async () => {
    reader = await namedAccount('reader');
    await storeNotices(reader.uid, 5, true);
    await storeNotices(reader.uid, 25);
  });

  const list = (query = '', token = reader.idToken) =>
    api<NotificationsPage>('GET', `/api/notifications${query}`, { token });

  it('pages newest first, 20 by default, by cursor or by page number', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, hasMore: true });
    expect(first.body.items).toHaveLength(LIMITS.notificationPageSize);
    const times = first.body.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byCursor = await list(`?page=2&after=${first.body.nextCursor}`);
    const byNumber = await list('?page=2');
    expect(byCursor.body.items.map((i) => i.id)).toEqual(byNumber.body.items.map((i) => i.id));
    expect(byNumber.body).toMatchObject({ page: 2, hasMore: false, nextCursor: null });
    expect(byNumber.body.items).toHaveLength(10);
    const all = [...first.body.items, ...byNumber.body.items].map((i) => i.id);
    expect(new Set(all).size).toBe(30);
  });

  it('counts every unread notice, not only a page of them', async () => {
    const res = await api<UnreadCountAnswer>('GET', '/api/notifications/unread-count', {
      token: reader.idToken,
    });
    expect(res.body).toEqual({ count: 25 });
  });

  it('refuses bad paging with 400', async () => {
    for (const query of ['?page=0', '?limit=abc', '?after=nope', '?page=100&limit=20', '?x=1']) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('invalid-input');
    }
  });

  it('needs a signed-in caller', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', '/api/notifications/read'],
      ['PATCH', '/api/notifications/read-all'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
    ] as const) {
      const res = await api(method, path, method === 'GET' ? {} : { body: {} });
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
  });
});

describe('marking read', () => {
  const mark = (token: string, body: unknown) =>
    api<MarkReadAnswer>('PATCH', '/api/notifications/read', { token, body });
  const unread = async (uid: string) =>
    (await storedNotices(uid)).filter((n) => !n.isRead).map((n) => n.id);

  it('marks the given notices of the caller', async () => {
    const member = await namedAccount('marker');
    const ids = await storeNotices(member.uid, 3);
    const res = await mark(member.idToken, { ids: ids.slice(0, 2) });
    expect(res.body).toEqual({ updated: 2 });
    expect(await unread(member.uid)).toEqual([ids[2]]);
    const read = (
      await noticesRef(member.uid)
        .doc(ids[0] ?? '')
        .get()
    ).data();
    expect(read?.readAt).toBeInstanceOf(Timestamp);
  });

  it("answers 404 for another member's notice and marks nothing", async () => {
    const a = await namedAccount('mark-a');
    const b = await namedAccount('mark-b');
    const [mine = ''] = await storeNotices(a.uid, 1);
    const [theirs = ''] = await storeNotices(b.uid, 1);
    const res = await mark(a.idToken, { ids: [mine, theirs] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: NOTIFICATION_MESSAGES.notFound, code: 'not-found' });
    expect(await unread(a.uid)).toEqual([mine]);
    expect(await unread(b.uid)).toEqual([theirs]);
  });

  it('refuses empty, malformed and oversized id lists with 400', async () => {
    const member = await namedAccount('mark-bad');
    const many = Array.from({ length: LIMITS.notificationMarkMax + 1 }, (_, i) => `n${i}`);
    for (const body of [
      {},
      { ids: [] },
      { ids: ['a/b'] },
      { ids: 'x' },
      { ids: many },
      { ids: ['x'], y: 1 },
    ]) {
      const res = await mark(member.idToken, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it('marks all of the caller’s notices read, and no one else’s', async () => {
    const a = await namedAccount('all-a');
    const b = await namedAccount('all-b');
    await storeNotices(a.uid, 12);
    await storeNotices(b.uid, 2);
    const res = await api<MarkReadAnswer>('PATCH', '/api/notifications/read-all', {
      token: a.idToken,
      body: {},
    });
    expect(res.body).toEqual({ updated: 12 });
    const count = await api<UnreadCountAnswer>('GET', '/api/notifications/unread-count', {
      token: a.idToken,
    });
    expect(count.body.count).toBe(0);
    expect(await unread(b.uid)).toHaveLength(2);
  });
});

describe('settings', () => {
  const get = (token: string) =>
    api<NotificationSettingsAnswer>('GET', '/api/notifications/settings', { token });
  const stored = (uid: string) => storedAt(paths.notificationSettingsOf(uid));

  it('are all on at first, and keep what is not sent', async () => {
    const member = await namedAccount('settings');
    expect((await get(member.idToken)).body).toEqual({
      onLikeMyProduct: true,
      onCommentMyProduct: true,
      onReplyToMyComment: true,
      onMySubmissionApproved: true,
      onBadgeEarned: true,
      adminMessages: true,
    });
    await settings(member.idToken, { onLikeMyProduct: false, onBadgeEarned: false });
    const res = await settings(member.idToken, { onBadgeEarned: true, adminMessages: true });
    expect(res.body).toMatchObject({
      onLikeMyProduct: false,
      onBadgeEarned: true,
      adminMessages: true,
    });
    expect(await stored(member.uid)).toEqual({ onLikeMyProduct: false, onBadgeEarned: true });
  });

  it('refuses unknown keys, non-booleans and switching admin messages off; nothing is saved', async () => {
    const member = await namedAccount('settings-bad');
    for (const body of [
      { onLikeMyProduct: false, onEverything: false },
      { onLikeMyProduct: 'no' },
      { onCommentMyProduct: 0 },
      { onLikeMyProduct: false, adminMessages: false },
      [],
    ]) {
      const res = await settings(member.idToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid-input');
    }
    const off = await settings(member.idToken, { adminMessages: false });
    expect(off.body).toMatchObject({
      error: NOTIFICATION_MESSAGES.adminMessagesAlwaysOn,
      field: 'adminMessages',
    });
    expect(await stored(member.uid)).toBeUndefined();
    expect((await get(member.idToken)).body.adminMessages).toBe(true);
  });
});
