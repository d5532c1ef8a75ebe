// POST /api/auth/sync, GET /api/auth/me and GET /api/users/me.
import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type SessionUser } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember, signIn, updateAccount } from '../support/auth';
import { paths } from '../support/paths';
import {
  PASSWORD,
  importAccount,
  newUnverifiedMember,
  signInToken,
  storedProfile,
  storedUser,
  sync,
} from './helpers';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const HOUR = 60 * 60_000;

describe('POST /api/auth/sync', () => {
  it('creates users/{uid} and profiles/{uid} and returns the session user', async () => {
    const member = await newVerifiedMember('sync');
    const res = await sync(member.idToken);
    expect(res.status).toBe(200);
    const user = res.body as unknown as SessionUser;
    expect(user).toEqual({
      uid: member.uid,
      id: member.uid,
      _id: member.uid,
      email: member.email,
      displayName: null,
      photoURL: null,
      emailVerified: true,
      isAdmin: false,
      role: 'member',
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(user.createdAt ?? '')).toBeLessThan(5 * 60_000);

    const doc = await storedUser(member.uid);
    expect(doc).toMatchObject({
      uid: member.uid,
      email: member.email,
      emailLower: member.email.toLowerCase(),
      emailVerified: true,
      providers: ['password'],
      role: 'member',
      isAdmin: false,
      loginCount: 1,
    });
    expect(await storedProfile(member.uid)).toMatchObject({ displayName: null, badges: [] });
  });

  it('counts a new sign-in once, however often the same session syncs', async () => {
    const member = await newVerifiedMember('logins');
    await sync(member.idToken);
    await sync(member.idToken);
    expect((await storedUser(member.uid))?.loginCount).toBe(1);
    await sleep(1_100); // auth_time has a resolution of one second
    const again = await signInToken(member.email);
    expect((await sync(again)).status).toBe(200);
    expect((await storedUser(member.uid))?.loginCount).toBe(2);
  });

  it('keeps a stored display name and the profile badges', async () => {
    const member = await newVerifiedMember('keepname');
    await sync(member.idToken);
    await adminDb.doc(paths.user(member.uid)).update({ displayName: 'Chosen Name' });
    await adminDb
      .doc(paths.profile(member.uid))
      .update({ displayName: 'Chosen Name', badges: ['xmates_supporter'] });
    await updateAccount(member.uid, { displayName: 'Provider Name' });

    const res = await sync(member.idToken);
    expect(res.body).toMatchObject({ displayName: 'Chosen Name' });
    expect(await storedProfile(member.uid)).toMatchObject({
      displayName: 'Chosen Name',
      badges: ['xmates_supporter'],
    });
  });

  it('adopts a valid provider name when none is stored, but not a reserved one', async () => {
    const named = await newVerifiedMember('named');
    await updateAccount(named.uid, { displayName: 'Jordan Lee' });
    expect((await sync(named.idToken)).body).toMatchObject({ displayName: 'Jordan Lee' });

    const reserved = await newVerifiedMember('reserved');
    await updateAccount(reserved.uid, { displayName: 'Site Admin' });
    expect((await sync(reserved.idToken)).body).toMatchObject({ displayName: null });
  });

  it("never publishes the identity provider's photo or a URL written into Auth", async () => {
    const member = await newVerifiedMember('providerphoto');
    await updateAccount(member.uid, { photoUrl: 'https://evil.example/face.jpg' });
    const res = await sync(member.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ photoURL: null });
    expect((await storedUser(member.uid))?.photoURL).toBeNull();
    expect((await storedProfile(member.uid))?.photoURL).toBeNull();
    expect((await sync(member.idToken)).body).toMatchObject({ photoURL: null });
  });

  it('makes a user admin only through the custom claim and the stored flag together', async () => {
    const member = await newVerifiedMember('noclaim');
    await sync(member.idToken);
    // A stored flag without the claim does not promote, and sync leaves the flag alone.
    await adminDb.doc(paths.user(member.uid)).update({ role: 'admin', isAdmin: true });
    const res = await sync(member.idToken);
    expect(res.body).toMatchObject({ isAdmin: false, role: 'member' });
    expect(await storedUser(member.uid)).toMatchObject({ isAdmin: true, role: 'admin' });

    const admin = await newAdmin('claim');
    const asAdmin = await sync(admin.idToken);
    expect(asAdmin.body).toMatchObject({ isAdmin: true, role: 'admin' });
    expect(await storedUser(admin.uid)).toMatchObject({ isAdmin: true, role: 'admin' });

    // Revoking the claim takes effect with the next token.
    await updateAccount(admin.uid, { customAttributes: '{}' });
    const revoked = (await signIn(admin.email, PASSWORD)).idToken;
    expect((await sync(revoked)).body).toMatchObject({ isAdmin: false, role: 'member' });

    // A sync never writes the flag back once admin-claim revoke cleared it, even with a token
    // that still carries the claim: the API then refuses that token admin work.
    const former = await newAdmin('former');
    await sync(former.idToken);
    await adminDb.doc(paths.user(former.uid)).update({ role: 'member', isAdmin: false });
    expect((await sync(former.idToken)).body).toMatchObject({ isAdmin: false, role: 'member' });
    expect(await storedUser(former.uid)).toMatchObject({ isAdmin: false, role: 'member' });
  });

  it('syncs an unverified account inside the 24-hour window', async () => {
    const fresh = await newUnverifiedMember();
    const res = await sync(fresh.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ emailVerified: false });
  });

  it('refuses an unverified account older than 24 hours with 403 and writes nothing', async () => {
    const old = await importAccount({
      ageMs: LIMITS.unverifiedWindowMs + HOUR,
      emailVerified: false,
    });
    const res = await sync(await signInToken(old.email));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: MESSAGES.unverifiedExpired, code: 'account-expired' });
    expect(await storedUser(old.uid)).toBeUndefined();
    expect(await storedProfile(old.uid)).toBeUndefined();
  });

  it('takes createdAt from the Auth account, not from the first sync', async () => {
    const old = await importAccount({ ageMs: 3 * 24 * HOUR, emailVerified: true });
    const res = await sync(await signInToken(old.email));
    expect(res.status).toBe(200);
    const createdAt = Date.parse(String(res.body.createdAt));
    expect(Math.abs(Date.now() - 3 * 24 * HOUR - createdAt)).toBeLessThan(5 * 60_000);
  });
});

describe('GET /api/auth/me and /api/users/me', () => {
  it('answer 404 before the first sync, then the stored session user', async () => {
    const member = await newVerifiedMember('me');
    for (const path of ['/api/auth/me', '/api/users/me']) {
      const res = await api('GET', path, { token: member.idToken });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.accountNotSynced, code: 'account-not-synced' });
    }
    expect(await storedUser(member.uid)).toBeUndefined();

    const synced = await sync(member.idToken);
    for (const path of ['/api/auth/me', '/api/users/me']) {
      const res = await api('GET', path, { token: member.idToken });
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual(synced.body);
    }
  });
});
