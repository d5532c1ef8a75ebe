// Reporting a member and the admins' outcomes (docs/moderation.md#reported-members):
// POST /api/users/{uid}/report, GET /api/admin/reported-users, POST .../resolve and
// DELETE /api/admin/suspensions/{uid}. Every refusal is a 4xx {error, code} that writes nothing;
// a suspended or banned member is refused by the API at once, through the stored flag.
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  MEMBER_REPORT_LIMITS,
  MEMBER_REPORT_MESSAGES,
  MESSAGES,
  OWN_ACCOUNT_MESSAGES,
  type DeleteMemberDataAnswer,
  type MemberExport,
  type ReportMemberAnswer,
  type ReportedMembersPage,
  type ResolveMemberAnswer,
} from '@xmates/domain';
import { endSuspensions } from '@xmates/functions/jobs/retention';
import { adminAuth, adminDb, countOf, existsAt, storedAt } from '../support/admin';
import { api } from '../support/api';
import { signIn, signUp } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll, sync } from './helpers';
import { syncedAdmin, syncedMember } from './link-helpers';
import { logEntriesFor, postComment } from './moderation-helpers';
import { afterTriggers, storedNotices } from './notification-helpers';
import { fixtureProduct } from './product-fixtures';

const { admin } = accountsBeforeAll({
  admin: () => syncedAdmin('member-reports-admin'),
});

/**
 * Reporters of one test: each has the memberReport budget's 10 an hour to itself (every attempt
 * counts, refused ones too).
 */
const reporters = () =>
  Promise.all([syncedMember('member-reporter'), syncedMember('member-reporter-2')]);

const report = (uid: string, token?: string, body: unknown = { reason: 'harassment' }) =>
  api<ReportMemberAnswer>('POST', `/api/users/${uid}/report`, { token, body });
const resolve = (uid: string, body: unknown, token = admin.idToken) =>
  api<ResolveMemberAnswer>('POST', `/api/admin/reported-users/${uid}/resolve`, { token, body });
const listPage = (after?: string, token = admin.idToken) =>
  api<ReportedMembersPage>(
    'GET',
    `/api/admin/reported-users${after ? `?after=${encodeURIComponent(after)}` : ''}`,
    { token },
  );
const lift = (uid: string, token = admin.idToken) =>
  api('DELETE', `/api/admin/suspensions/${uid}`, { token });

/** Every document the reports of one member wrote. */
async function storedReports(uid: string) {
  return {
    state: await existsAt(paths.reportedMember(uid)),
    reports: await countOf(adminDb.collection(paths.memberReports(uid))),
  };
}

/** A member with a display name (the list and the SPA show it). */
async function namedMember(prefix: string) {
  const member = await syncedMember(prefix);
  const name = `${prefix} ${Date.now().toString(36)}`;
  const claimed = await api('POST', '/api/users/displayname/claim', {
    token: member.idToken,
    body: { name },
  });
  expect(claimed.status).toBe(200);
  return { ...member, name };
}

/** A fresh token of the member, signed in after whatever happened. */
async function signedInAgain(email: string) {
  return (await signIn(email, 'secret-123')).idToken;
}

describe('POST /api/users/{uid}/report', () => {
  it('stores one open report per reporter, server-only, and counts its reason', async () => {
    const [reporter, second] = await reporters();
    const target = await namedMember('reported');
    const first = await report(target.uid, reporter.idToken, {
      reason: 'harassment',
      details: '  Keeps insulting people.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: MEMBER_REPORT_MESSAGES.reported, reported: true });
    expect((await report(target.uid, second.idToken, { reason: 'spam' })).status).toBe(201);

    const state = await storedAt(paths.reportedMember(target.uid));
    expect(state).toMatchObject({
      uid: target.uid,
      reportsCount: 2,
      reasons: { harassment: 1, spam: 1 },
    });
    expect(await storedAt(paths.memberReport(target.uid, reporter.uid))).toMatchObject({
      by: reporter.uid,
      reason: 'harassment',
      details: 'Keeps insulting people.',
    });

    // The reported member learns nothing: no field of theirs a member reads says it.
    for (const path of [paths.profile(target.uid), paths.user(target.uid)]) {
      expect(Object.keys((await storedAt(path)) ?? {}).filter((k) => /report/i.test(k))).toEqual(
        [],
      );
    }
    await resolve(target.uid, { outcome: 'dismiss' });
  });

  it('refuses an unknown member, yourself, a visitor, long details, an erased member and a second report, writing nothing', async () => {
    const [reporter, second] = await reporters();
    const target = await namedMember('refusals');
    expect((await report(target.uid, reporter.idToken, { reason: 'spam' })).status).toBe(201);
    const erased = await syncedMember('erased-member');
    const gone = await api<DeleteMemberDataAnswer>(
      'POST',
      `/api/admin/users/${erased.uid}/delete-data`,
      { token: admin.idToken, body: { confirm: erased.email } },
    );
    expect(gone.status).toBe(200);

    const long = 'x'.repeat(MEMBER_REPORT_LIMITS.detailsMax + 1);
    const cases: [string, Promise<{ status: number; body: object }>, number, object][] = [
      [
        'unknown',
        report('no-such-member-0000', reporter.idToken),
        404,
        { error: MEMBER_REPORT_MESSAGES.memberNotFound, code: 'not-found' },
      ],
      [
        'bad id',
        report('bad id!', reporter.idToken),
        404,
        { error: MEMBER_REPORT_MESSAGES.memberNotFound, code: 'not-found' },
      ],
      [
        'self',
        report(reporter.uid, reporter.idToken),
        400,
        { error: MEMBER_REPORT_MESSAGES.reportSelf, code: 'invalid-input' },
      ],
      [
        'visitor',
        report(target.uid),
        401,
        { error: MESSAGES.signInRequired, code: 'unauthenticated' },
      ],
      [
        'long details',
        report(target.uid, second.idToken, { reason: 'other', details: long }),
        400,
        { error: MEMBER_REPORT_MESSAGES.detailsTooLong, code: 'invalid-input', field: 'details' },
      ],
      [
        'no reason',
        report(target.uid, second.idToken, {}),
        400,
        { error: MEMBER_REPORT_MESSAGES.reasonRequired, code: 'invalid-input', field: 'reason' },
      ],
      [
        'erased',
        report(erased.uid, reporter.idToken),
        404,
        { error: MEMBER_REPORT_MESSAGES.memberNotFound, code: 'not-found' },
      ],
      [
        'second open report',
        report(target.uid, reporter.idToken, { reason: 'other' }),
        409,
        { error: MEMBER_REPORT_MESSAGES.alreadyReported, code: 'already-reported' },
      ],
    ];
    for (const [name, answer, status, body] of cases) {
      const res = await answer;
      expect(res.status, name).toBe(status);
      expect(res.body, name).toEqual(body);
    }
    // Nothing written: the one report stands alone, and the refused members have nothing.
    expect(await storedReports(target.uid)).toEqual({ state: true, reports: 1 });
    expect(await storedAt(paths.reportedMember(target.uid))).toMatchObject({
      reportsCount: 1,
      reasons: { spam: 1 },
    });
    expect(await storedAt(paths.memberReport(target.uid, reporter.uid))).toMatchObject({
      reason: 'spam',
    });
    for (const uid of ['no-such-member-0000', reporter.uid, erased.uid]) {
      expect(await storedReports(uid)).toEqual({ state: false, reports: 0 });
    }
    await resolve(target.uid, { outcome: 'dismiss' });
  });
});

describe('the memberReport budget (10 per member an hour)', () => {
  it('refuses the 11th report of an hour with 429, writing nothing', async () => {
    const [reporter] = await reporters();
    const targets = Array.from(
      { length: 11 },
      (_, i) => `budget-target-${Date.now().toString(36)}-${i}`,
    );
    const batch = adminDb.batch();
    for (const uid of targets) batch.set(adminDb.doc(paths.profile(uid)), docs.profile());
    await batch.commit();
    for (const uid of targets.slice(0, 10)) {
      expect((await report(uid, reporter.idToken)).status).toBe(201);
    }
    const last = targets[10] ?? '';
    const refused = await report(last, reporter.idToken);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate-limited');
    expect(await storedReports(last)).toEqual({ state: false, reports: 0 });
    for (const uid of targets) {
      await adminDb.recursiveDelete(adminDb.doc(paths.reportedMember(uid)));
      await adminDb.doc(paths.profile(uid)).delete();
    }
  });
});

describe('GET /api/admin/reported-users', () => {
  const seeded: string[] = [];
  afterAll(async () => {
    await Promise.all(
      seeded.map((uid) => adminDb.recursiveDelete(adminDb.doc(paths.reportedMember(uid)))),
    );
  });

  it('lists the member with their reasons, details without reporters, and newest words', async () => {
    const [reporter, second] = await reporters();
    const target = await namedMember('listed');
    const productId = await fixtureProduct({ title: 'Reported members fixture' });
    for (const text of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) {
      expect((await postComment(productId, target.idToken, `Words ${text}`)).status).toBe(201);
    }
    await report(target.uid, reporter.idToken, { reason: 'impersonation', details: 'Not them.' });
    await report(target.uid, second.idToken, { reason: 'impersonation' });

    const page = await listPage();
    expect(page.status).toBe(200);
    const entry = page.body.members.find((m) => m.uid === target.uid);
    expect(entry).toMatchObject({
      displayName: target.name,
      reportsCount: 2,
      reasons: [{ reason: 'impersonation', count: 2 }],
      suspension: null,
    });
    expect(entry?.reports.map((r) => r.details).sort()).toEqual(['', 'Not them.']);
    expect(entry?.recentWords.map((w) => w.text)).toEqual([
      'Words Six',
      'Words Five',
      'Words Four',
      'Words Three',
      'Words Two',
    ]);
    expect(entry?.recentWords[0]).toMatchObject({ kind: 'comment', productId, hidden: false });
    // No reporter is named, by uid or by anything else.
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(reporter.uid);
    expect(text).not.toContain(second.uid);

    // Members and visitors are refused.
    expect((await listPage(undefined, reporter.idToken)).status).toBe(403);
    expect((await api('GET', '/api/admin/reported-users')).status).toBe(401);
    await resolve(target.uid, { outcome: 'dismiss' });
  });

  it('pages 20 at a time, newest open report first, by cursor', async () => {
    // Stored straight, in a far future so they lead the list.
    const batch = adminDb.batch();
    for (let i = 0; i < MEMBER_REPORT_LIMITS.pageSize + 1; i += 1) {
      const uid = `paged-member-${Date.now().toString(36)}-${i}`;
      seeded.push(uid);
      batch.set(adminDb.doc(paths.reportedMember(uid)), {
        uid,
        reportsCount: 1,
        reasons: { spam: 1 },
        reportedAt: Timestamp.fromMillis(Date.UTC(2200, 0, 1) + i * 60_000),
      });
      batch.set(adminDb.doc(paths.memberReport(uid, 'someone')), docs.memberReport('someone'));
    }
    await batch.commit();
    const first = await listPage();
    expect(first.body.members).toHaveLength(MEMBER_REPORT_LIMITS.pageSize);
    expect(first.body.members.map((m) => m.uid)).toEqual(seeded.slice(1).reverse());
    expect(first.body.total).toBeGreaterThanOrEqual(MEMBER_REPORT_LIMITS.pageSize + 1);
    expect(first.body.nextCursor).not.toBeNull();
    const next = await listPage(first.body.nextCursor ?? '');
    expect(next.body.members[0]?.uid).toBe(seeded[0]);
  });
});

describe('outcomes', () => {
  it('dismiss closes the reports and logs it; a second decision is 409 and logs nothing', async () => {
    const [reporter] = await reporters();
    const target = await namedMember('dismissed');
    await report(target.uid, reporter.idToken);
    const res = await resolve(target.uid, { outcome: 'dismiss' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MEMBER_REPORT_MESSAGES.dismissed,
      outcome: 'dismiss',
      closed: 1,
      suspension: null,
    });
    expect(await storedReports(target.uid)).toEqual({ state: false, reports: 0 });
    const again = await resolve(target.uid, { outcome: 'ban' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: MEMBER_REPORT_MESSAGES.noOpenReports,
      code: 'wrong-state',
    });
    expect(await existsAt(paths.suspension(target.uid))).toBe(false);
    const entries = await logEntriesFor(target.uid);
    expect(entries.map((e) => e.action)).toEqual(['member.dismiss-reports']);
    expect(entries[0]).toMatchObject({ aboutUid: target.uid, note: '1 reports closed' });
    // The reporter may report again once their report is closed.
    expect((await report(target.uid, reporter.idToken)).status).toBe(201);
    await resolve(target.uid, { outcome: 'dismiss' });
  });

  it('warn sends the admin message to the member and closes the reports', async () => {
    const [reporter] = await reporters();
    const target = await namedMember('warned');
    await report(target.uid, reporter.idToken, { reason: 'spam' });
    const bad = await resolve(target.uid, { outcome: 'warn', message: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MEMBER_REPORT_MESSAGES.warningRequired);
    expect(await storedReports(target.uid)).toEqual({ state: true, reports: 1 });

    const res = await resolve(target.uid, { outcome: 'warn', message: 'Please stop posting ads.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      outcome: 'warn',
      closed: 1,
      message: MEMBER_REPORT_MESSAGES.warned,
    });
    expect(await storedReports(target.uid)).toEqual({ state: false, reports: 0 });
    await afterTriggers(target.uid);
    const notices = await storedNotices(target.uid, 'ADMIN');
    expect(notices.map((n) => JSON.stringify(n))).toEqual(
      expect.arrayContaining([expect.stringContaining('Please stop posting ads.')]),
    );
    // The warning names no reporter.
    expect(JSON.stringify(notices)).not.toContain(reporter.uid);
    expect(await logEntriesFor(target.uid)).toMatchObject([{ action: 'member.warn' }]);
  });

  it('suspend refuses the member at once, even with a token issued before; lifting frees them', async () => {
    const [reporter] = await reporters();
    const target = await namedMember('suspended');
    const productId = await fixtureProduct({ title: 'Suspension fixture' });
    await report(target.uid, reporter.idToken);
    const held = target.idToken;
    for (const days of [0, 366, 2.5]) {
      const bad = await resolve(target.uid, { outcome: 'suspend', days });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe(MEMBER_REPORT_MESSAGES.daysRange);
    }
    expect(await existsAt(paths.suspension(target.uid))).toBe(false);

    const res = await resolve(target.uid, { outcome: 'suspend', days: 7 });
    expect(res.status).toBe(200);
    const until = res.body.suspension?.until ?? '';
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    const stored = await storedAt(paths.suspension(target.uid));
    expect(stored?.by).toBe(admin.uid);

    // The token held from before (its refresh tokens are revoked too) and a token of a new
    // sign-in: every member route, and the session sync, refuse at once and say why.
    const fresh = await signedInAgain(target.email);
    const refusal = {
      error: MEMBER_REPORT_MESSAGES.accountSuspended(Date.parse(until)),
      code: 'account-suspended',
    };
    for (const answer of [
      postComment(productId, held, 'Still here'),
      postComment(productId, fresh, 'Still here'),
      api('POST', `/api/products/${productId}/like`, { token: fresh }),
      report(reporter.uid, fresh),
      sync(fresh),
    ]) {
      const refused = await answer;
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(refusal);
    }
    expect(await countOf(adminDb.collection(paths.comments(productId)))).toBe(0);

    // Listed as suspended while reported again; lifting is logged and frees them.
    const lifted = await lift(target.uid);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toEqual({ message: MEMBER_REPORT_MESSAGES.lifted });
    expect(await existsAt(paths.suspension(target.uid))).toBe(false);
    expect((await postComment(productId, fresh, 'Back again')).status).toBe(201);
    const liftAgain = await lift(target.uid);
    expect(liftAgain.status).toBe(409);
    expect(liftAgain.body).toEqual({
      error: MEMBER_REPORT_MESSAGES.notSuspended,
      code: 'wrong-state',
    });
    expect((await logEntriesFor(target.uid)).map((e) => e.action)).toEqual([
      'member.lift-suspension',
      'member.suspend',
    ]);
  });

  it('ban refuses the member with no end; an admin cannot be banned', async () => {
    const [reporter] = await reporters();
    const target = await namedMember('banned');
    await report(target.uid, reporter.idToken, { reason: 'under-age' });
    const res = await resolve(target.uid, { outcome: 'ban' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'ban', suspension: { until: null } });
    expect(await storedAt(paths.suspension(target.uid))).toMatchObject({ until: null });
    const fresh = await signedInAgain(target.email);
    const refused = await api('GET', '/api/notifications', { token: fresh });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: MEMBER_REPORT_MESSAGES.accountBanned,
      code: 'account-suspended',
    });

    const otherAdmin = await syncedAdmin('reported-admin');
    await report(otherAdmin.uid, reporter.idToken);
    const refusedBan = await resolve(otherAdmin.uid, { outcome: 'ban' });
    expect(refusedBan.status).toBe(409);
    expect(refusedBan.body.error).toBe(MEMBER_REPORT_MESSAGES.adminNotSuspendable);
    expect(await existsAt(paths.suspension(otherAdmin.uid))).toBe(false);
    expect(await storedReports(otherAdmin.uid)).toEqual({ state: true, reports: 1 });
    await resolve(otherAdmin.uid, { outcome: 'dismiss' });
    await lift(target.uid);
  });

  it('erasing a member deletes the reports about them, those they wrote, and their flag', async () => {
    const [reporter] = await reporters();
    const target = await namedMember('erased-reported');
    const writer = await syncedMember('erased-reporter');
    const other = await namedMember('reported-by-erased');
    await report(target.uid, reporter.idToken);
    await report(other.uid, writer.idToken, { reason: 'spam' });
    await report(other.uid, reporter.idToken, { reason: 'other' });
    await adminDb.doc(paths.suspension(target.uid)).set(docs.suspension(3));

    for (const member of [target, writer]) {
      const gone = await api('POST', `/api/admin/users/${member.uid}/delete-data`, {
        token: admin.idToken,
        body: { confirm: member.email },
      });
      expect(gone.status).toBe(200);
    }
    expect(await storedReports(target.uid)).toEqual({ state: false, reports: 0 });
    expect(await existsAt(paths.memberReport(other.uid, writer.uid))).toBe(false);
    // The suspension holds on: it stays, with the Auth account kept disabled (its address
    // cannot sign up again to escape it) and nothing else; lifting it lets the account go.
    expect(await existsAt(paths.suspension(target.uid))).toBe(true);
    await expectHeldAccount(target.email, target.uid);
    expect((await lift(target.uid)).status).toBe(200);
    await expect(adminAuth.getUser(target.uid)).rejects.toThrow();
    expect((await signUp(target.email)).localId).not.toBe(target.uid);
    expect(await storedAt(paths.reportedMember(other.uid))).toMatchObject({
      reportsCount: 1,
      reasons: { spam: 0, other: 1 },
    });
    await resolve(other.uid, { outcome: 'dismiss' });
  });
});

describe('a suspended or banned member’s own data', () => {
  it('may still be downloaded and deleted; the suspension outlives the account', async () => {
    const member = await namedMember('suspended-self');
    const productId = await fixtureProduct({ title: 'Own data while suspended' });
    await adminDb.doc(paths.suspension(member.uid)).set(docs.suspension(5));
    const fresh = await signedInAgain(member.email);
    expect((await postComment(productId, fresh, 'Still here')).status).toBe(403);

    const exported = await api<MemberExport>('GET', '/api/users/me/export', { token: fresh });
    expect(exported.status).toBe(200);
    expect(exported.body.profile).toMatchObject({ displayName: member.name });
    const deleted = await api('DELETE', '/api/users/me', { token: fresh, body: {} });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: OWN_ACCOUNT_MESSAGES.deleted });

    expect(await existsAt(paths.user(member.uid))).toBe(false);
    expect(await existsAt(paths.profile(member.uid))).toBe(false);
    expect(await existsAt(paths.suspension(member.uid))).toBe(true);
    await expectHeldAccount(member.email, member.uid);

    // Once the suspension ends, the daily job deletes it and the account it kept.
    const afterIt = new Date(Date.now() + 6 * 86_400_000);
    expect(await endSuspensions(afterIt)).toBeGreaterThanOrEqual(1);
    expect(await existsAt(paths.suspension(member.uid))).toBe(false);
    await expect(adminAuth.getUser(member.uid)).rejects.toThrow();
  });

  it('a banned member’s account stays disabled after deleting it; the job leaves bans alone', async () => {
    const member = await namedMember('banned-self');
    await adminDb.doc(paths.suspension(member.uid)).set(docs.suspension(null));
    const fresh = await signedInAgain(member.email);
    expect((await api('GET', '/api/users/me/export', { token: fresh })).status).toBe(200);
    expect((await api('DELETE', '/api/users/me', { token: fresh, body: {} })).status).toBe(200);
    await endSuspensions(new Date(Date.now() + 400 * 86_400_000));
    expect(await storedAt(paths.suspension(member.uid))).toMatchObject({ until: null });
    await expectHeldAccount(member.email, member.uid);
    expect((await lift(member.uid)).status).toBe(200);
    await expect(adminAuth.getUser(member.uid)).rejects.toThrow();
  });
});

/**
 * The Auth account an erasure kept for a suspension: disabled, holding the address and
 * nothing else; neither signing in nor signing up again with the address works.
 */
async function expectHeldAccount(email: string, uid: string) {
  const kept = await adminAuth.getUser(uid);
  expect(kept).toMatchObject({ disabled: true, email: email.toLowerCase() });
  expect(kept.displayName).toBeUndefined();
  expect(kept.customClaims ?? {}).toEqual({});
  await expect(signIn(email, 'secret-123')).rejects.toThrow(/USER_DISABLED/);
  await expect(signUp(email)).rejects.toThrow(/EMAIL_EXISTS/);
}
