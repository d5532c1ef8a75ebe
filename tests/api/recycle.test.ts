// POST /api/auth/recycle-unverified: public, deletes only unverified password accounts.
// Each test sends its own X-Forwarded-For so the per-address limit of one test does not
// spill into another (or into the browser tests, which send none).
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@xmates/domain';
import { adminAuth } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, uniqueEmail } from '../support/auth';
import { importAccount, newUnverifiedMember, storedProfile, storedUser, sync } from './helpers';

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
};

function recycle(body: unknown, ip = freshIp()) {
  return api('POST', '/api/auth/recycle-unverified', {
    body,
    headers: { 'x-forwarded-for': ip },
  });
}

async function authUserExists(uid: string) {
  try {
    await adminAuth.getUser(uid);
    return true;
  } catch {
    return false;
  }
}

describe('POST /api/auth/recycle-unverified', () => {
  it('deletes an unverified account and its documents', async () => {
    const member = await newUnverifiedMember('recycle');
    expect((await sync(member.idToken)).status).toBe(200);
    const res = await recycle({ email: member.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recycled: true, reason: null, error: null });
    expect(await authUserExists(member.uid)).toBe(false);
    expect(await storedUser(member.uid)).toBeUndefined();
    expect(await storedProfile(member.uid)).toBeUndefined();
  });

  it('never deletes a verified account', async () => {
    const member = await newVerifiedMember('keepverified');
    await sync(member.idToken);
    const res = await recycle({ email: member.email });
    expect(res.body).toEqual({ recycled: false, reason: 'verified', error: null });
    expect(await authUserExists(member.uid)).toBe(true);
    expect(await storedUser(member.uid)).toBeDefined();
  });

  it('never deletes a Google account, even an unverified one', async () => {
    const google = await importAccount({ ageMs: 0, emailVerified: false, google: true });
    const res = await recycle({ email: google.email });
    expect(res.body).toEqual({ recycled: false, reason: 'google', error: null });
    expect(await authUserExists(google.uid)).toBe(true);
  });

  it('says not-found for an unknown e-mail', async () => {
    const res = await recycle({ email: uniqueEmail('nobody') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recycled: false, reason: 'not-found', error: null });
  });

  it('needs no token but a valid body', async () => {
    for (const [body, error] of [
      [{}, 'email is required.'],
      [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
      [{ email: 42 }, 'email must be a string.'],
      [{ email: uniqueEmail(), uid: 'x' }, 'Unknown field: uid'],
    ] as const) {
      const res = await recycle(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error });
    }
  });

  it('limits calls per e-mail, whatever address they come from', async () => {
    const member = await newUnverifiedMember('ratemail');
    const email = uniqueEmail('limited');
    for (let i = 0; i < 5; i += 1) expect((await recycle({ email })).status).toBe(200);
    const refused = await recycle({ email });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: MESSAGES.tooManyRequests });
    // Another e-mail is not affected.
    expect((await recycle({ email: member.email })).body).toMatchObject({ recycled: true });
  });

  it('limits calls per client address, and counts nothing it refuses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await recycle({ email: uniqueEmail('ip') }, ip)).status).toBe(200);
    }
    const member = await newUnverifiedMember('rateip');
    const refused = await recycle({ email: member.email }, ip);
    expect(refused.status).toBe(429);
    expect(await authUserExists(member.uid)).toBe(true);
    // The refused call did not use up the e-mail's own budget.
    expect((await recycle({ email: member.email })).body).toMatchObject({ recycled: true });
  });
});
