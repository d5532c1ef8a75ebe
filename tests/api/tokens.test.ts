// Bearer token checks on every authenticated route, and the admin claim gate.
//
// The Auth emulator issues unsigned tokens (alg "none") and firebase-admin, pointed at the
// emulator, skips the signature check for them. So a tampered *claim* (e.g. admin: true) in an
// unsigned token is accepted by the emulator; only production's RS256 check stops it. What the
// emulator's verifyIdToken does reject, and what is tested here: garbage, any signed token
// (no key can verify it), wrong audience or issuer, an expired exp, a deleted or disabled user.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type UsersCountAnswer } from '@xmates/domain';
import { adminAuth, adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember, type Account } from '../support/auth';
import { paths } from '../support/paths';
import { decodeJwt, signWithForeignKey, storedUser, sync, tamperPayload } from './helpers';

const AUTHENTICATED = [
  ['POST', '/api/auth/sync'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/users/me'],
  ['POST', '/api/users/login-metrics/ping'],
  ['POST', '/api/users/login-metrics/mark-shown'],
  ['GET', '/api/admin/users/count'],
] as const;

/** Every authenticated route answers 401 `error` to this token (or to no Authorization header). */
async function expectEveryRouteRefuses(error: string, token?: string) {
  for (const [method, path] of AUTHENTICATED) {
    const res = await api(method, path, { token });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect(res.body).toEqual({ error, code: 'unauthenticated' });
  }
}

describe('missing and unusable tokens', () => {
  let member: Account;
  beforeAll(async () => {
    member = await newVerifiedMember('tokens');
  });

  it('answers 401 "sign in" on every authenticated route without a token', async () => {
    await expectEveryRouteRefuses(MESSAGES.signInRequired);
  });

  it('answers 401 "invalid" for garbage and for a non-Bearer header', async () => {
    for (const headers of [
      { authorization: 'Bearer not-a-jwt' },
      { authorization: 'Bearer a.b.c' },
      { authorization: 'Bearer ' },
      { authorization: `Basic ${member.idToken}` },
    ]) {
      const res = await api('POST', '/api/auth/sync', { headers });
      expect(res.status, headers.authorization).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.invalidToken, code: 'unauthenticated' });
    }
  });

  it('answers 401 for a token signed with a key Google never issued', async () => {
    await expectEveryRouteRefuses(MESSAGES.invalidToken, signWithForeignKey(member.idToken));
  });

  it('answers 401 for an expired token', async () => {
    const { payload } = decodeJwt(member.idToken);
    const iat = Number(payload.iat);
    const expired = tamperPayload(member.idToken, { exp: iat - 60, iat: iat - 3660 });
    await expectEveryRouteRefuses(MESSAGES.invalidToken, expired);
  });

  it('answers 401 for a token of another project or issuer', async () => {
    for (const changes of [
      { aud: 'some-other-project' },
      { iss: 'https://securetoken.google.com/some-other-project' },
    ]) {
      const res = await api('POST', '/api/auth/sync', {
        token: tamperPayload(member.idToken, changes),
      });
      expect(res.status, JSON.stringify(changes)).toBe(401);
    }
  });

  it('answers 401 for a token whose user does not exist, and writes nothing', async () => {
    const ghost = tamperPayload(member.idToken, { sub: 'no-such-user', user_id: 'no-such-user' });
    const res = await api('POST', '/api/auth/sync', { token: ghost });
    expect(res.status).toBe(401);
    expect(await storedUser('no-such-user')).toBeUndefined();
  });

  it('answers 401 once the user is disabled or deleted', async () => {
    const other = await newVerifiedMember('disabled');
    expect((await sync(other.idToken)).status).toBe(200);
    await adminAuth.updateUser(other.uid, { disabled: true });
    expect((await api('GET', '/api/users/me', { token: other.idToken })).status).toBe(401);
    await adminAuth.deleteUser(other.uid);
    expect((await api('GET', '/api/users/me', { token: other.idToken })).status).toBe(401);
  });
});

describe('GET /api/admin/users/count', () => {
  it('refuses a member with 403 "Admins only."', async () => {
    const member = await newVerifiedMember('notadmin');
    const res = await api('GET', '/api/admin/users/count', { token: member.idToken });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Admins only.', code: 'forbidden' });
  });

  it('answers an admin with the number of user documents', async () => {
    const admin = await newAdmin();
    expect((await sync(admin.idToken)).status).toBe(200);
    const res = await api<UsersCountAnswer>('GET', '/api/admin/users/count', {
      token: admin.idToken,
    });
    expect(res.status).toBe(200);
    const direct = await countOf(adminDb.collection(paths.users));
    expect(res.body).toEqual({ count: direct, total: direct });
    expect(res.body.count).toBeGreaterThanOrEqual(1);
  });
});
