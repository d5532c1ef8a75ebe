// Display names and avatars: GET /api/users/displayname/check, POST /api/users/displayname/claim
// and POST /api/users/avatar, with every refusal and the race for one name.
import { describe, expect, it } from 'vitest';
import {
  USER_MESSAGES,
  displayNameKey,
  legacyDisplayNameKey,
  type AvatarAnswer,
  type NameCheckAnswer,
  type NameClaimAnswer,
} from '@xmates/domain';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { storedProfile, storedUser } from './helpers';
import { jpeg, syncedAdmin, syncedMember, upload } from './link-helpers';

const claim = (token: string, name: unknown) =>
  api<NameClaimAnswer>('POST', '/api/users/displayname/claim', { token, body: { name } });
const check = (token: string, name: string) =>
  api<NameCheckAnswer>('GET', `/api/users/displayname/check?name=${encodeURIComponent(name)}`, {
    token,
  });
const claimOf = (name: string) => storedAt(paths.nameClaim(displayNameKey(name)));
const claimsHeldBy = async (uid: string) =>
  (await adminDb.collection(paths.nameClaims).where('uid', '==', uid).get()).size;
/** The name with every Latin o and e swapped for the Cyrillic letters that look the same. */
const cyrillic = (name: string) => name.replace(/o/g, '\u043e').replace(/e/g, '\u0435');

let n = 0;
/** A name nobody holds, unique per run. */
const freshName = (base = 'Hub') => {
  n += 1;
  return `${base} ${Date.now().toString(36)}${n}`;
};

describe('display names', () => {
  it('refuses 2 and 31 characters, "Admin" and blanks with the spec messages, writing nothing', async () => {
    const member = await syncedMember('names-bad');
    const cases: [string, string][] = [
      ['ab', USER_MESSAGES.displayNameLength],
      ['x'.repeat(31), USER_MESSAGES.displayNameLength],
      ['Admin', USER_MESSAGES.displayNameReserved],
      ['  ', USER_MESSAGES.displayNameRequired],
      ['The xMates Crew', USER_MESSAGES.displayNameReserved],
    ];
    for (const [name, message] of cases) {
      const res = await claim(member.idToken, name);
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({ error: message, code: 'invalid-input', field: 'name' });
      const checked = await check(member.idToken, name);
      expect(checked.status, name).toBe(400);
      expect(checked.body.error).toBe(message);
    }
    expect((await storedUser(member.uid))?.displayName).toBeNull();
    expect((await storedProfile(member.uid))?.displayName).toBeNull();
  });

  it('refuses look-alikes of the reserved words and invisible or bidi characters, writing nothing', async () => {
    const member = await syncedMember('names-hidden');
    const cases: [string, string][] = [
      ['xm\u0430tes team', USER_MESSAGES.displayNameReserved],
      ['\uff41\uff44\uff4d\uff49\uff4e', USER_MESSAGES.displayNameReserved],
      ['\u0391dmin fan', USER_MESSAGES.displayNameReserved],
      ['Night\u200dOwl', USER_MESSAGES.displayNameHidden],
      ['Night\u200bOwl', USER_MESSAGES.displayNameHidden],
      ['Night\u202eOwl', USER_MESSAGES.displayNameHidden],
      ['Dark\u0007Room', USER_MESSAGES.displayNameHidden],
    ];
    for (const [name, message] of cases) {
      const res = await claim(member.idToken, name);
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({ error: message, code: 'invalid-input', field: 'name' });
      expect((await check(member.idToken, name)).body.error, name).toBe(message);
    }
    expect((await storedUser(member.uid))?.displayName).toBeNull();
    expect(await claimsHeldBy(member.uid)).toBe(0);
  });

  it('stores a name NFKC-normalised (full-width letters become plain ones)', async () => {
    const member = await syncedMember('names-nfkc');
    const name = freshName('Wide');
    const wide = name.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    expect((await claim(member.idToken, wide)).body).toEqual({ displayName: name });
    expect((await storedProfile(member.uid))?.displayName).toBe(name);
    expect(await claimOf(name)).toMatchObject({ uid: member.uid, name });
  });

  it('refuses a look-alike of a taken name with its own message, writing nothing', async () => {
    const holder = await syncedMember('names-alike-holder');
    const member = await syncedMember('names-alike');
    const name = freshName('Dove Love');
    expect((await claim(holder.idToken, name)).status).toBe(200);
    for (const alike of [cyrillic(name), `${name.slice(0, 2)}\u0301${name.slice(2)}`]) {
      expect((await check(member.idToken, alike)).body, alike).toMatchObject({ available: false });
      const res = await claim(member.idToken, alike);
      expect(res.status, alike).toBe(409);
      expect(res.body).toMatchObject({
        error: USER_MESSAGES.displayNameLookAlike,
        code: 'name-taken',
        field: 'name',
      });
    }
    expect((await storedUser(member.uid))?.displayName).toBeNull();
    expect((await storedProfile(member.uid))?.displayName).toBeNull();
    expect(await claimsHeldBy(member.uid)).toBe(0);
    expect((await claimOf(name))?.uid).toBe(holder.uid);
  });

  it('keeps a claim made under the old lower-cased key blocking its name until released', async () => {
    const holder = await syncedMember('names-legacy-holder');
    const member = await syncedMember('names-legacy');
    // "m" has another skeleton ("rn"), so the old key and the new one differ.
    const name = freshName('Mima');
    const legacy = adminDb.doc(paths.nameClaim(legacyDisplayNameKey(name)));
    expect(legacy.id).not.toBe(displayNameKey(name));
    await legacy.set(docs.nameClaim(holder.uid, name));
    await adminDb.doc(paths.user(holder.uid)).update({ displayName: name });

    expect((await check(member.idToken, name.toUpperCase())).body).toMatchObject({
      available: false,
    });
    const res = await claim(member.idToken, name.toUpperCase());
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(USER_MESSAGES.displayNameTaken);

    // The holder's next name releases the old claim with the rest.
    expect((await claim(holder.idToken, freshName())).status).toBe(200);
    expect((await legacy.get()).exists).toBe(false);
    expect((await claim(member.idToken, name)).status).toBe(200);
  });

  it('lets admins use the reserved words', async () => {
    const admin = await syncedAdmin('names-admin');
    const name = freshName('Admin');
    const res = await claim(admin.idToken, name);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ displayName: name });
  });

  it('claims a name, answers availability ignoring case, and releases the old name', async () => {
    const member = await syncedMember('names-claim');
    const other = await syncedMember('names-other');
    const first = freshName();
    expect((await check(member.idToken, first)).body).toEqual({ available: true, suggestions: [] });
    expect((await claim(member.idToken, `  ${first}  `)).body).toEqual({ displayName: first });
    expect(await storedUser(member.uid)).toMatchObject({
      displayName: first,
      displayNameLower: first.toLowerCase(),
    });
    expect((await storedProfile(member.uid))?.displayName).toBe(first);
    expect(await claimOf(first)).toMatchObject({ uid: member.uid, name: first });

    // Another member sees it taken in any case; the holder may change its case.
    expect((await check(other.idToken, first.toUpperCase())).body).toMatchObject({
      available: false,
    });
    expect((await check(member.idToken, first.toUpperCase())).body).toEqual({
      available: true,
      suggestions: [],
    });
    expect((await claim(member.idToken, first.toUpperCase())).status).toBe(200);

    const second = freshName();
    expect((await claim(member.idToken, second)).status).toBe(200);
    expect(await claimOf(first)).toBeUndefined();
    expect((await check(other.idToken, first)).body).toEqual({ available: true, suggestions: [] });
    expect((await claim(other.idToken, first)).status).toBe(200);
  });

  it('suggests available names as soon as the check finds a name taken', async () => {
    const holder = await syncedMember('names-check-holder');
    const member = await syncedMember('names-check');
    const name = freshName('Frame');
    await claim(holder.idToken, name);
    const answer = (await check(member.idToken, name)).body;
    expect(answer.available).toBe(false);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.length).toBeLessThanOrEqual(6);
    for (const s of answer.suggestions) {
      expect((await check(member.idToken, s)).body, s).toEqual({
        available: true,
        suggestions: [],
      });
    }
  });

  it('answers 409 with up to 6 suggestions, each really available, when the name is taken', async () => {
    const holder = await syncedMember('names-holder');
    const member = await syncedMember('names-late');
    const name = freshName('Reel');
    await claim(holder.idToken, name);
    // One of the likely candidates is taken too: it must not be offered.
    const res = await claim(member.idToken, name.toLowerCase());
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('name-taken');
    expect(res.body.error).toBe(USER_MESSAGES.displayNameTaken);
    const suggestions = res.body.suggestions ?? [];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    for (const s of suggestions) {
      expect((await check(member.idToken, s)).body, s).toEqual({
        available: true,
        suggestions: [],
      });
    }
    expect((await storedUser(member.uid))?.displayName).toBeNull();
    const chosen = suggestions[0] ?? '';
    expect((await claim(member.idToken, chosen)).status).toBe(200);
  });

  it('gives a name to exactly one of many members claiming it at the same moment', async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, i) => syncedMember(`names-race-${i}`)),
    );
    const name = freshName('Race');
    const answers = await Promise.all(
      members.map((m, i) => claim(m.idToken, i % 2 ? name.toUpperCase() : name)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = members[answers.findIndex((a) => a.status === 200)];
    expect((await claimOf(name))?.uid).toBe(winner?.uid);
    const names = await Promise.all(
      members.map(async (m) => (await storedUser(m.uid))?.displayName),
    );
    expect(names.filter((x) => x !== null)).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await api('POST', '/api/users/displayname/claim', { body: { name: 'Nobody' } })).status,
    ).toBe(401);
    expect((await api('GET', '/api/users/displayname/check?name=Nobody')).status).toBe(401);
  });
});

describe('avatars', () => {
  it('refuses a non-image and a file over 3 MB with the spec messages', async () => {
    const member = await syncedMember('avatar-bad');
    const text = await upload(member.idToken, Buffer.from('not an image at all'), {
      purpose: 'avatar',
    });
    expect(text.status).toBe(400);
    expect(text.body.error).toBe(USER_MESSAGES.avatarType);
    const big = await upload(member.idToken, Buffer.alloc(3 * 1024 * 1024 + 1, 1), {
      purpose: 'avatar',
    });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(USER_MESSAGES.avatarTooLarge);
  });

  it("sets the member's photo from an own avatar upload only", async () => {
    const member = await syncedMember('avatar-ok');
    const other = await syncedMember('avatar-other');
    const up = await upload(member.idToken, await jpeg(400, 400), { purpose: 'avatar' });
    expect(up.status).toBe(201);
    const body = { avatarUrl: up.body.secure_url, avatarPublicId: up.body.public_id };

    const stolen = await api('POST', '/api/users/avatar', { token: other.idToken, body });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe(USER_MESSAGES.avatarNotYours);
    const elsewhere = await api('POST', '/api/users/avatar', {
      token: member.idToken,
      body: { ...body, avatarUrl: 'https://tracker.example.com/pixel.png' },
    });
    expect(elsewhere.status).toBe(400);
    expect((await storedUser(other.uid))?.photoURL).toBeNull();

    const res = await api<AvatarAnswer>('POST', '/api/users/avatar', {
      token: member.idToken,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ photoURL: up.body.secure_url });
    expect((await storedUser(member.uid))?.photoURL).toBe(up.body.secure_url);
    expect((await storedProfile(member.uid))?.photoURL).toBe(up.body.secure_url);
  });
});
