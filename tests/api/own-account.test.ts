// A member's own account: GET /api/users/me/export gives everything stored about them as one
// file, and DELETE /api/users/me runs the admin's erasure on the member's word, only with a
// sign-in at most five minutes old; a running monthly donation is cancelled first.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWN_ACCOUNT_MESSAGES,
  type DeleteOwnAccountAnswer,
  type MemberExport,
} from '@xmates/domain';
import { adminAuth, adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll, storedUser, tamperPayload } from './helpers';
import { submit } from './link-helpers';
import { postComment } from './moderation-helpers';
import { namedAccount } from './notification-helpers';
import { fixtureProduct, removeFixtures } from './product-fixtures';

const exportOf = (token?: string) => api<MemberExport>('GET', '/api/users/me/export', { token });
const deleteMe = (token?: string) =>
  api<DeleteOwnAccountAnswer>('DELETE', '/api/users/me', { token });

async function authExists(uid: string) {
  return adminAuth
    .getUser(uid)
    .then(() => true)
    .catch(() => false);
}

afterAll(removeFixtures);

describe('GET /api/users/me/export', () => {
  const { member, other } = accountsBeforeAll({
    member: () => namedAccount('own-export'),
    other: () => namedAccount('own-export-other'),
  });
  let product: string;
  let submission: string;
  let comment: string;
  beforeAll(async () => {
    product = await fixtureProduct();
    submission = (await submit(member.idToken)).body.submission._id;
    await submit(other.idToken);
    comment = (await postComment(product, member.idToken, 'Mine, in my export')).body.id;
    expect(
      (await api('POST', `/api/products/${product}/like`, { token: member.idToken, body: {} }))
        .status,
    ).toBe(200);
  });

  it('needs a signed-in member', async () => {
    expect((await exportOf()).status).toBe(401);
  });

  it('holds the member’s account, profile, submissions, comments and reactions, and no one else’s', async () => {
    const res = await exportOf(member.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="[^"]+\.json"/);
    const data = res.body;
    expect(data.account).toMatchObject({ id: member.uid, email: member.email });
    expect(data.profile).toMatchObject({ id: member.uid, displayName: member.name });
    expect(data.submissions.map((s) => s.id)).toEqual([submission]);
    expect(data.comments).toEqual([
      expect.objectContaining({ id: comment, productId: product, text: 'Mine, in my export' }),
    ]);
    expect(data.reactions).toEqual([expect.objectContaining({ id: product, liked: true })]);
    // Times as ISO strings, and nothing about the other member.
    expect(String(data.account?.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(data)).not.toContain(other.email);
    for (const key of [
      'notifications',
      'directMessages',
      'donations',
      'contactMessages',
      'replies',
    ] as const) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
  });
});

describe('DELETE /api/users/me', () => {
  it('needs a signed-in member', async () => {
    expect((await deleteMe()).status).toBe(401);
  });

  it('refuses a sign-in older than five minutes, deleting nothing', async () => {
    // The account is seconds old, so firebase-admin's revocation check (tokens valid since the
    // account's creation) refuses a six-minute-old sign-in before the route's own rule does:
    // functions/src/handlers/own-account.test.ts checks that rule and its message.
    const member = await namedAccount('own-delete-old');
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    const res = await deleteMe(tamperPayload(member.idToken, { auth_time: old }));
    expect(res.status).toBe(401);
    expect(await authExists(member.uid)).toBe(true);
    expect(await storedUser(member.uid)).toBeDefined();
  });

  it('erases the account with a fresh sign-in, cancelling a monthly donation first', async () => {
    const member = await namedAccount('own-delete');
    const submitted = (await submit(member.idToken)).body.submission._id;
    const subscription = `sub_own_${randomBytes(6).toString('hex')}`;
    const subscriptionPath = paths.donationSubscription(subscription);
    await adminDb.doc(subscriptionPath).set(
      docs.donationSubscription({
        uid: member.uid,
        email: member.email,
        customerId: 'cus_own_delete',
      }),
    );
    const res = await deleteMe(member.idToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(OWN_ACCOUNT_MESSAGES.deleted);
    expect(res.body.deleted).toMatchObject({ account: 1, submissions: 1 });
    expect(await authExists(member.uid)).toBe(false);
    expect(await storedUser(member.uid)).toBeUndefined();
    expect(await storedAt(paths.submission(submitted))).toBeUndefined();
    expect(await storedAt(subscriptionPath)).toMatchObject({ status: 'cancelled', uid: null });
    // The token is revoked with the account: a second call cannot run.
    expect((await deleteMe(member.idToken)).status).toBe(401);
  });
});
