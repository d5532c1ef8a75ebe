// Every moderation and catalogue route is for admins: 401 without a token, 403 for a member,
// 403 for a token that still carries the claim admin: true once the stored flag is gone (a
// removed admin's token keeps its claims until it expires), and a refused call changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@xmates/domain';
import { adminDb, countOf, existsAt } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, type Account } from '../support/auth';
import { paths } from '../support/paths';
import { syncedMember } from './link-helpers';
import { fixtureProduct, storedProduct } from './product-fixtures';

let member: Account;
let formerAdmin: Account;
let productId: string;

/** The stored admin flag on users/{uid}, as npm run admin-claim writes it. */
const storeAdminFlag = (uid: string, isAdmin: boolean) =>
  adminDb
    .doc(paths.user(uid))
    .set({ role: isAdmin ? 'admin' : 'member', isAdmin }, { merge: true });

beforeAll(async () => {
  member = await syncedMember('mod-access');
  formerAdmin = await newAdmin('mod-former');
  productId = await fixtureProduct();
  await adminDb.doc(paths.product(productId)).update({ flagged: true, brokenReportsCount: 1 });
});

describe('moderation routes: permissions', () => {
  const routes = (): [string, string, unknown?][] => [
    ['GET', '/api/admin/flagged'],
    ['POST', `/api/admin/${productId}/approve-broken-link`],
    ['POST', `/api/admin/${productId}/reject-broken-link`],
    ['GET', '/api/admin/reported-comments'],
    ['GET', '/api/admin/reported-replies?list=hidden'],
    ['PATCH', `/api/admin/${productId}/comments/c1/hide`, { hide: true }],
    ['PATCH', `/api/admin/${productId}/comments/c1/replies/r1/hide`, { hide: true }],
    ['DELETE', `/api/admin/${productId}/comments/c1`],
    ['DELETE', `/api/admin/${productId}/comments/c1/replies/r1`],
    ['POST', `/api/admin/reported-comments/${productId}~c1/reject`],
    ['POST', `/api/admin/reported-replies/${productId}~c1~r1/reject`],
    ['GET', '/api/admin/categories'],
    ['GET', '/api/admin/tags'],
    ['POST', '/api/admin/categories', { name: 'Sneaky' }],
    ['POST', '/api/admin/tags', { name: 'sneaky' }],
    ['PATCH', '/api/admin/categories/Vintage', { featured: false }],
    ['DELETE', '/api/admin/categories/Vintage'],
    ['DELETE', '/api/admin/tags/Classic'],
    ['GET', '/api/admin/moderation-log'],
    ['GET', '/api/admin/link-health'],
  ];

  it('answers 401 to visitors and 403 to members on every route', async () => {
    for (const [method, path, body] of routes()) {
      const anonymous = await api(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual({ error: MESSAGES.signInRequired, code: 'unauthenticated' });
      const asMember = await api(method, path, { token: member.idToken, body });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(asMember.body).toEqual({ error: MESSAGES.adminsOnly, code: 'forbidden' });
    }
  });

  it('answers 403 to a token still carrying the claim once the stored flag is cleared', async () => {
    await storeAdminFlag(formerAdmin.uid, true);
    const before = await api('GET', '/api/admin/moderation-log', { token: formerAdmin.idToken });
    expect(before.status, 'an admin while the flag says so').toBe(200);

    // What admin-claim revoke writes first: the same ID token, its claim admin: true intact.
    await storeAdminFlag(formerAdmin.uid, false);
    for (const [method, path, body] of routes()) {
      const res = await api(method, path, { token: formerAdmin.idToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ error: MESSAGES.adminsOnly, code: 'forbidden' });
    }
    const users = await api('GET', '/api/admin/users/count', { token: formerAdmin.idToken });
    expect(users.status).toBe(403);
  });

  it('answers 403 to the claim alone, with no users document', async () => {
    const claimOnly = await newAdmin('mod-claim-only');
    await adminDb.doc(paths.user(claimOnly.uid)).delete();
    for (const [method, path, body] of routes()) {
      const res = await api(method, path, { token: claimOnly.idToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('left everything as it was', async () => {
    expect(await storedProduct(productId)).toMatchObject({ approved: true, flagged: true });
    const vintage = await adminDb.doc(paths.category('vintage')).get();
    expect(vintage.exists).toBe(true);
    expect(await existsAt(paths.tag('classic'))).toBe(true);
    expect(await existsAt(paths.category('sneaky'))).toBe(false);
    for (const uid of [member.uid, formerAdmin.uid]) {
      expect(
        await countOf(adminDb.collection(paths.moderationLog).where('actor.uid', '==', uid)),
      ).toBe(0);
    }
  });
});
