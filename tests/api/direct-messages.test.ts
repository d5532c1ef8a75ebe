// Direct messages (admins start threads, participants read and answer them, the DM notice),
// the welcome message (once per new member, even under racing calls), and the admin's user
// search and ADMIN messages, with every refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  MESSAGES,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TEXTS,
  SYSTEM_SENDER,
  dmThreadId,
  type AdminMessageAnswer,
  type DmReplyAnswer,
  type DmStartAnswer,
  type DmThreadAnswer,
  type NotificationsPage,
  type UserSearchAnswer,
  type WelcomeAnswer,
} from '@xmates/domain';
import { adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, signIn } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import {
  PASSWORD,
  accountsBeforeAll,
  importAccount,
  newUnverifiedMember,
  signInToken,
} from './helpers';
import { namedAccount, noticesOf, storedNotices } from './notification-helpers';

const { admin, member, stranger } = accountsBeforeAll({
  admin: () => namedAccount('dm-admin', true),
  member: () => namedAccount('dm-member'),
  stranger: () => namedAccount('dm-stranger'),
});

const start = (token: string, body: unknown) =>
  api<DmStartAnswer>('POST', '/api/notifications/dm/start', { token, body });
const thread = (token: string, id: string) =>
  api<DmThreadAnswer>('GET', `/api/notifications/dm/thread/${id}`, { token });
const reply = (token: string, body: unknown) =>
  api<DmReplyAnswer>('POST', '/api/notifications/dm/reply', { token, body });

const messageCount = (threadId: string) => countOf(adminDb.collection(paths.dmMessages(threadId)));

describe('direct messages', () => {
  let threadId: string;
  beforeAll(async () => {
    const res = await start(admin.idToken, { userId: member.uid, text: '  Hello from the team  ' });
    expect(res.status).toBe(201);
    threadId = res.body.threadId;
  });

  it('an admin starts one thread per pair; the member is told', async () => {
    expect(threadId).toBe(dmThreadId(admin.uid, member.uid));
    const [notice] = await noticesOf(member.uid, 'DM');
    expect(notice).toMatchObject({
      actor: { id: admin.uid, displayName: admin.name },
      payload: { threadId, text: 'Hello from the team' },
    });
    const page = await api<NotificationsPage>('GET', '/api/notifications', {
      token: member.idToken,
    });
    expect(page.body.items.find((i) => i.type === 'DM')?.message).toBe(
      `${admin.name} sent you a message:`,
    );
  });

  it('members cannot start threads (they answer them)', async () => {
    const res = await start(member.idToken, { userId: stranger.uid, text: 'Hi' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: NOTIFICATION_MESSAGES.startAdminsOnly, code: 'forbidden' });
    expect(await messageCount(dmThreadId(member.uid, stranger.uid))).toBe(0);
  });

  it('the participants read the thread, oldest first; others get 403', async () => {
    await reply(member.idToken, { threadId, toUserId: admin.uid, text: 'Thanks!' });
    for (const who of [member, admin]) {
      const res = await thread(who.idToken, threadId);
      expect(res.status).toBe(200);
      expect(res.body.messages.slice(0, 2)).toMatchObject([
        { from: admin.uid, fromName: admin.name, text: 'Hello from the team' },
        { from: member.uid, fromName: member.name, text: 'Thanks!' },
      ]);
    }
    const res = await thread(stranger.idToken, threadId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: NOTIFICATION_MESSAGES.notParticipant, code: 'forbidden' });
    expect((await thread(stranger.idToken, 'dm-unknown')).status).toBe(404);
    expect((await thread(stranger.idToken, 'a.b')).status).toBe(404);
  });

  it('a reply reaches the other participant as a DM notice', async () => {
    const res = await reply(member.idToken, { threadId, toUserId: admin.uid, text: 'One more' });
    expect(res.status).toBe(201);
    const notices = await storedNotices(admin.uid, 'DM');
    await expect
      .poll(async () => (await storedNotices(admin.uid, 'DM')).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(Math.max(notices.length, 2));
    const latest = (await storedNotices(admin.uid, 'DM')).map((n) => n.payload.text);
    expect(latest).toContain('One more');
  });

  it('refuses a reply to a thread one is not part of with 403, writing nothing', async () => {
    const before = await messageCount(threadId);
    const res = await reply(stranger.idToken, { threadId, toUserId: member.uid, text: 'Psst' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(await messageCount(threadId)).toBe(before);
  });

  it('refuses empty and 1001-character texts, and the wrong recipient, with 400', async () => {
    const before = await messageCount(threadId);
    const cases: [unknown, string][] = [
      [{ threadId, toUserId: admin.uid, text: '   ' }, NOTIFICATION_MESSAGES.textEmpty],
      [
        { threadId, toUserId: admin.uid, text: 'x'.repeat(LIMITS.dmMaxLength + 1) },
        NOTIFICATION_MESSAGES.textTooLong,
      ],
      [{ threadId, toUserId: stranger.uid, text: 'Hi' }, NOTIFICATION_MESSAGES.wrongRecipient],
    ];
    for (const [body, error] of cases) {
      const res = await reply(member.idToken, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    for (const body of [
      { threadId, toUserId: admin.uid },
      { threadId: 'a/b', toUserId: 'x', text: 'y' },
    ]) {
      expect((await reply(member.idToken, body)).status).toBe(400);
    }
    expect(
      (await start(admin.idToken, { userId: member.uid, text: 'y'.repeat(1001) })).status,
    ).toBe(400);
    expect(await messageCount(threadId)).toBe(before);
    const longest = await reply(member.idToken, {
      threadId,
      toUserId: admin.uid,
      text: 'z'.repeat(LIMITS.dmMaxLength),
    });
    expect(longest.status).toBe(201);
  });

  it('refuses a thread with oneself or with nobody', async () => {
    const self = await start(admin.idToken, { userId: admin.uid, text: 'Me' });
    expect(self.status).toBe(400);
    const nobody = await start(admin.idToken, { userId: 'no-such-user', text: 'Hi' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error).toBe(NOTIFICATION_MESSAGES.userNotFound);
  });
});

describe('the welcome message', () => {
  const welcome = (token: string, path = 'welcome-self', body: unknown = {}) =>
    api<WelcomeAnswer>('POST', `/api/notifications/dm/${path}`, { token, body });

  it('is sent once to a member signing in within 120 s of creation', async () => {
    // Verified, so that it may try to answer (unverified accounts get the welcome too, below).
    const fresh = await newVerifiedMember('welcome');
    const first = await welcome(fresh.idToken);
    expect(first.body).toMatchObject({ sent: true, reason: 'sent' });
    const again = await welcome(fresh.idToken, 'auto-welcome');
    expect(again.body).toMatchObject({ sent: false, reason: 'already-sent' });
    const [notice] = await noticesOf(fresh.uid, 'DM');
    expect(notice).toMatchObject({
      actor: SYSTEM_SENDER,
      payload: { threadId: first.body.threadId, text: NOTIFICATION_MESSAGES.welcomeText },
    });
    // It cannot be answered: the site is no account.
    const res = await reply(fresh.idToken, {
      threadId: first.body.threadId,
      toUserId: SYSTEM_SENDER.id,
      text: 'Hello?',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(NOTIFICATION_MESSAGES.systemThread);
  });

  it('is sent exactly once when calls race', async () => {
    const fresh = await newUnverifiedMember('welcome-race');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        welcome(fresh.idToken, i % 2 ? 'auto-welcome' : 'welcome-self', {
          text: NOTIFICATION_MESSAGES.welcomeText,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => a.body.sent)).toHaveLength(1);
    expect(await messageCount(dmThreadId(SYSTEM_SENDER.id, fresh.uid))).toBe(1);
    const [notice] = await noticesOf(fresh.uid, 'DM');
    expect(notice?.payload.text).toBe(NOTIFICATION_MESSAGES.welcomeText);
  });

  it('never carries a text the caller wrote as coming from xmates', async () => {
    const fresh = await newUnverifiedMember('welcome-forged');
    for (const path of ['welcome-self', 'auto-welcome']) {
      const res = await welcome(fresh.idToken, path, {
        text: 'xmates security: your account is locked, sign in again at evil.example',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: NOTIFICATION_MESSAGES.welcomeTextUnknown,
        code: 'invalid-input',
        field: 'text',
      });
    }
    expect(await messageCount(dmThreadId(SYSTEM_SENDER.id, fresh.uid))).toBe(0);
  });

  it('is not sent for a sign-in long after creation', async () => {
    const old = await importAccount({ ageMs: 10 * 60_000, emailVerified: true });
    const res = await welcome(await signInToken(old.email));
    expect(res.body).toMatchObject({ sent: false, reason: 'not-new' });
    expect(await messageCount(dmThreadId(SYSTEM_SENDER.id, old.uid))).toBe(0);
  });

  it('refuses a text over 1000 characters and needs a signed-in caller', async () => {
    const fresh = await newUnverifiedMember('welcome-bad');
    const long = await welcome(fresh.idToken, 'welcome-self', { text: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(await messageCount(dmThreadId(SYSTEM_SENDER.id, fresh.uid))).toBe(0);
    const anonymous = await api('POST', '/api/notifications/dm/welcome-self', { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('admin user communication', () => {
  const search = (q: string, token = admin.idToken) =>
    api<UserSearchAnswer>('GET', `/api/admin/users/search?q=${encodeURIComponent(q)}`, { token });
  const message = (uid: string, body: unknown, token = admin.idToken) =>
    api<AdminMessageAnswer>('POST', `/api/admin/users/${uid}/message`, { token, body });

  it('finds users by e-mail or display-name prefix, ignoring case', async () => {
    const byEmail = await search(member.email.slice(0, 14).toUpperCase());
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.users).toContainEqual({
      _id: member.uid,
      id: member.uid,
      email: member.email,
      displayName: null,
    });
    await adminDb
      .doc(paths.user(stranger.uid))
      .update({ displayName: stranger.name, displayNameLower: stranger.name.toLowerCase() });
    const byName = await search(stranger.name.toLowerCase());
    expect(byName.body.users.map((u) => u.id)).toContain(stranger.uid);
    expect(byName.body.users.length).toBeLessThanOrEqual(LIMITS.userSearchMax);
  });

  it('pages a search 20 at a time: e-mail matches first, no one twice, up to 10 pages', async () => {
    const prefix = `pager${Date.now().toString(36)}`;
    const uids = Array.from({ length: 25 }, (_, i) => `${prefix}-${String(i).padStart(2, '0')}`);
    const batch = adminDb.batch();
    // The last five match by display name only (their e-mail starts otherwise).
    uids.forEach((uid, i) =>
      batch.set(
        adminDb.doc(paths.user(uid)),
        i < 20
          ? docs.user(uid)
          : docs.user(uid, { email: `z-${uid}@example.com`, displayName: uid }),
      ),
    );
    await batch.commit();
    try {
      const paged = (page: number) =>
        api<UserSearchAnswer>('GET', `/api/admin/users/search?q=${prefix}&page=${page}`, {
          token: admin.idToken,
        });
      const first = (await paged(1)).body;
      expect(first).toMatchObject({ page: 1, hasMore: true });
      expect(first.users.map((u) => u.id)).toEqual(uids.slice(0, 20));
      const second = (await paged(2)).body;
      expect(second).toMatchObject({ page: 2, hasMore: false });
      expect(second.users.map((u) => u.id)).toEqual(uids.slice(20));
      expect((await paged(LIMITS.userSearchPagesMax + 1)).status).toBe(400);
    } finally {
      await Promise.all(uids.map((uid) => adminDb.doc(paths.user(uid)).delete()));
    }
  });

  it('refuses members and bad queries', async () => {
    const res = await search('dm', member.idToken);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.adminsOnly);
    for (const q of ['', '   ', 'x'.repeat(LIMITS.userSearchQueryMax + 1)]) {
      expect((await search(q)).status).toBe(400);
    }
  });

  it('sends one member an ADMIN notice, with the default text when empty', async () => {
    const target = await namedAccount('admin-target');
    expect((await message(target.uid, { message: 'Please check your link.' })).status).toBe(201);
    expect((await message(target.uid, {})).status).toBe(201);
    const notices = await noticesOf(target.uid, 'ADMIN', 2);
    expect(notices.map((n) => n.actor?.id)).toEqual([admin.uid, admin.uid]);
    const page = await api<NotificationsPage>('GET', '/api/notifications', {
      token: target.idToken,
    });
    expect(page.body.items.map((i) => i.message).sort()).toEqual([
      NOTIFICATION_TEXTS.ADMIN,
      'Please check your link.',
    ]);
  });

  it('refuses a long message, an unknown user and a member sender', async () => {
    expect((await message(member.uid, { message: 'x'.repeat(1001) })).status).toBe(400);
    expect((await message('no-such-user', { message: 'Hi' })).status).toBe(404);
    expect((await message(stranger.uid, { message: 'Hi' }, member.idToken)).status).toBe(403);
    expect((await message(member.uid, { message: 'Hi', extra: 1 })).status).toBe(400);
  });

  it('an admin reads a thread only as a participant', async () => {
    const other = await namedAccount('other-admin', true);
    const threadId = dmThreadId(admin.uid, member.uid);
    expect((await thread(other.idToken, threadId)).status).toBe(403);
    const session = await signIn(member.email, PASSWORD);
    expect((await thread(session.idToken, threadId)).status).toBe(200);
  });
});
