// POST /api/auth/recycle-unverified: deletes only the caller's own unverified password account,
// proven by the ID token of the sign-in just made. An e-mail address alone reveals nothing and
// deletes nothing. Each test sends its own X-Forwarded-For so the per-address limit of one test
// does not spill into another (or into the browser tests, which send none).
import { describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  MESSAGES,
  displayNameKey,
  type ModerationLogDoc,
  type NameCheckAnswer,
} from '@xmates/domain';
import { adminAuth, adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, uniqueEmail } from '../support/auth';
import { docs } from '../support/documents';
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

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
};

function recycle(body: unknown, token: string | undefined, ip = freshIp()) {
  return api('POST', '/api/auth/recycle-unverified', {
    body,
    token,
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
  it('deletes the caller’s own unverified account and its documents', async () => {
    const member = await newUnverifiedMember('recycle');
    expect((await sync(member.idToken)).status).toBe(200);
    const res = await recycle({ email: member.email.toUpperCase() }, member.idToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recycled: true, reason: null, error: null });
    expect(await authUserExists(member.uid)).toBe(false);
    expect(await storedUser(member.uid)).toBeUndefined();
    expect(await storedProfile(member.uid)).toBeUndefined();

    // The token now names no account: a repeated click is refused like any stale session.
    const again = await recycle({ email: member.email }, member.idToken);
    expect(again.status).toBe(401);
  });

  it('erases what the account left the way any member’s data goes, and frees its name', async () => {
    const member = await newUnverifiedMember('recycle-all');
    expect((await sync(member.idToken)).status).toBe(200);
    // What an unverified account may have left (written here directly: what the API lets an
    // unverified account write is another matter): a display name, settings, a contact message
    // sent signed in.
    const name = `Recycled ${Date.now().toString(36)}`;
    const claim = adminDb.doc(paths.nameClaim(displayNameKey(name)));
    await claim.set(docs.nameClaim(member.uid, name));
    await adminDb.doc(paths.user(member.uid)).update({ displayName: name });
    const settings = adminDb.doc(paths.notificationSettingsOf(member.uid));
    await settings.set({ onBadgeEarned: false });
    const message = adminDb.collection(paths.contactMessages).doc();
    await message.set(
      docs.contactMessage({
        name: 'Me',
        email: member.email,
        uid: member.uid,
        message: 'Cannot verify',
      }),
    );

    const res = await recycle({ email: member.email }, member.idToken);
    expect(res.body).toEqual({ recycled: true, reason: null, error: null });
    expect(await authUserExists(member.uid)).toBe(false);
    expect(await storedUser(member.uid)).toBeUndefined();
    expect((await claim.get()).exists).toBe(false);
    expect((await settings.get()).exists).toBe(false);
    expect((await message.get()).exists).toBe(false);
    const other = await newVerifiedMember('recycle-next');
    const check = await api<NameCheckAnswer>(
      'GET',
      `/api/users/displayname/check?name=${encodeURIComponent(name)}`,
      { token: other.idToken },
    );
    expect(check.body).toEqual({ available: true, suggestions: [] });
  });

  it('never deletes a verified account', async () => {
    const member = await newVerifiedMember('keepverified');
    await sync(member.idToken);
    const res = await recycle({ email: member.email }, member.idToken);
    expect(res.body).toEqual({ recycled: false, reason: 'verified', error: null });
    expect(await authUserExists(member.uid)).toBe(true);
    expect(await storedUser(member.uid)).toBeDefined();
  });

  it('never deletes a Google account, even an unverified one', async () => {
    const google = await importAccount({ ageMs: 0, emailVerified: false, google: true });
    // A password as well, so the test can sign in the way the login page does.
    await adminAuth.updateUser(google.uid, { password: PASSWORD });
    const res = await recycle({ email: google.email }, await signInToken(google.email));
    expect(res.body).toEqual({ recycled: false, reason: 'google', error: null });
    expect(await authUserExists(google.uid)).toBe(true);
  });

  it('tells a visitor nothing about an address, and deletes nothing', async () => {
    const victim = await newUnverifiedMember('victim');
    const answers = await Promise.all(
      [victim.email, uniqueEmail('nobody')].map((email) => recycle({ email }, undefined)),
    );
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.signInRequired, code: 'unauthenticated' });
    }
    expect(await authUserExists(victim.uid)).toBe(true);
  });

  it('refuses another member the same way whether or not the address exists', async () => {
    const victim = await newUnverifiedMember('victim2');
    const attacker = await newVerifiedMember('attacker');
    for (const email of [victim.email, uniqueEmail('nobody')]) {
      const res = await recycle({ email }, attacker.idToken);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: MESSAGES.recycleOwnOnly, code: 'forbidden' });
    }
    expect(await authUserExists(victim.uid)).toBe(true);
    expect(await authUserExists(attacker.uid)).toBe(true);
  });

  it('needs a valid body', async () => {
    const member = await newVerifiedMember('recycle-body');
    for (const [body, error, field] of [
      [{}, 'email is required.', 'email'],
      [{ email: 'not-an-email' }, MESSAGES.invalidEmail, 'email'],
      [{ email: 42 }, 'email must be a string.', 'email'],
      [{ email: member.email, uid: 'x' }, 'Unknown field: uid', 'uid'],
    ] as const) {
      const res = await recycle(body, member.idToken);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error, code: 'invalid-input', field });
    }
  });

  it('limits calls per e-mail, whatever address they come from', async () => {
    const member = await newVerifiedMember('ratemail');
    for (let i = 0; i < 5; i += 1) {
      expect((await recycle({ email: member.email }, member.idToken)).status).toBe(200);
    }
    const refused = await recycle({ email: member.email }, member.idToken);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: API_MESSAGES.tooManyRequests, code: 'rate-limited' });
    // Another account is not affected.
    const other = await newUnverifiedMember('ratemail-other');
    expect((await recycle({ email: other.email }, other.idToken)).body).toMatchObject({
      recycled: true,
    });
  });

  it('limits calls per client address, and counts nothing it refuses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      const member = await newVerifiedMember('ip');
      expect((await recycle({ email: member.email }, member.idToken, ip)).status).toBe(200);
    }
    const member = await newUnverifiedMember('rateip');
    const refused = await recycle({ email: member.email }, member.idToken, ip);
    expect(refused.status).toBe(429);
    expect(await authUserExists(member.uid)).toBe(true);
    // The refused call did not use up the e-mail's own budget.
    expect((await recycle({ email: member.email }, member.idToken)).body).toMatchObject({
      recycled: true,
    });
  });

  it('erases nothing by an address the account never proved: a visitor’s messages stay', async () => {
    // The attack: sign up as victim@… (never verified) and recycle, to wipe what a visitor sent
    // from that address (an abuse report, a deletion request) and the log labels of the name.
    const squatter = await newUnverifiedMember('victim-contact');
    const victimEmail = squatter.email;
    const name = `Victim ${Date.now().toString(36)}`;
    const visitorMessages = await Promise.all(
      [victimEmail, ` ${victimEmail.toUpperCase()}`].map(async (email) => {
        const ref = adminDb.collection(paths.contactMessages).doc();
        await ref.set(
          docs.contactMessage({ name: 'Visitor', email, uid: null, message: 'Please help' }),
        );
        return ref;
      }),
    );
    const entry = adminDb.collection(paths.moderationLog).doc();
    await entry.set(
      docs.moderationLogEntry({
        action: 'comment.hide',
        target: {
          kind: 'comment',
          id: 'rc-c',
          productId: null,
          commentId: null,
          label: `${name}: hi`,
        },
      }),
    );
    expect((await sync(squatter.idToken)).status).toBe(200);
    await adminDb.doc(paths.user(squatter.uid)).update({ displayName: name });

    const res = await recycle({ email: victimEmail }, squatter.idToken);
    expect(res.body).toEqual({ recycled: true, reason: null, error: null });
    expect(await authUserExists(squatter.uid)).toBe(false);
    for (const ref of visitorMessages) expect((await ref.get()).exists).toBe(true);
    const label = ((await entry.get()).data() as ModerationLogDoc).target.label;
    expect(label).toBe(`${name}: hi`);
    await Promise.all([...visitorMessages, entry].map((ref) => ref.delete()));
  });
});
