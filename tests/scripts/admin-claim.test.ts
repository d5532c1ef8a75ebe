// npm run admin-claim, run for real against the emulators. Admin is the stored flag on
// users/{uid} and the custom claim, both written by the script; the claims come from the
// functions' one claims writer, computed whole from what is stored (the admin flag, the age
// record), so the age claim survives a grant or a revocation. Revoking also revokes the
// account's refresh tokens, so the ID token the removed admin still holds is refused at once
// (the API verifies tokens with checkRevoked; functions/src/middleware/auth.test.ts shows it
// asks for that, which the Auth emulator would check anyway). The writer racing an age check:
// functions/src/db/custom-claims.test.ts.
import { describe, expect, it } from 'vitest';
import { AGE_METHODS, MESSAGES, type AgeRecordDoc } from '@xmates/domain';
import { adminAuth, adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, signIn, updateAccount } from '../support/auth';
import { paths } from '../support/paths';
import { runScript } from '../support/run-script';

const adminClaim = (...args: string[]) => runScript('admin-claim', ...args);
const claimsOf = async (uid: string) => (await adminAuth.getUser(uid)).customClaims ?? {};
const usersCount = (token: string) => api('GET', '/api/admin/users/count', { token });
/** ageRecords/{uid} as the age webhook stores an outcome. */
const ageRecord = (over18: boolean): AgeRecordDoc<Date> => ({
  over18,
  method: AGE_METHODS[0],
  verifiedAt: new Date(),
});

describe('grant, then revoke', () => {
  it('grant stores the flag and the claim; revoke clears both and refuses the held token', async () => {
    // Never signed in to the site: no users document yet; grant creates it with the flag.
    const member = await newVerifiedMember('claim-granted');
    expect(await adminClaim('grant', member.email)).toContain('isAdmin=true (created)');
    expect(await storedAt(paths.user(member.uid))).toMatchObject({
      role: 'admin',
      isAdmin: true,
    });
    expect(await claimsOf(member.uid)).toEqual({ admin: true });

    const token = (await signIn(member.email, 'secret-123')).idToken;
    expect((await usersCount(token)).status).toBe(200);

    expect(await adminClaim('revoke', member.email)).toContain('refresh tokens revoked');
    expect(await claimsOf(member.uid)).toEqual({});
    expect(await storedAt(paths.user(member.uid))).toMatchObject({
      role: 'member',
      isAdmin: false,
    });
    const after = await usersCount(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: MESSAGES.invalidToken, code: 'unauthenticated' });

    // Signed in again: a member's token, refused as one.
    const fresh = (await signIn(member.email, 'secret-123')).idToken;
    expect((await usersCount(fresh)).status).toBe(403);
  });

  it('revoke takes back a claim set by another path, with no stored flag', async () => {
    const member = await newVerifiedMember('claim-stray');
    await updateAccount(member.uid, { customAttributes: JSON.stringify({ admin: true }) });
    expect(await adminClaim('revoke', member.email)).toContain('left alone');
    expect(await claimsOf(member.uid)).toEqual({});
    expect(await storedAt(paths.user(member.uid))).toBeUndefined();
  });
});

describe('the age claim follows the age record, not the claims the script read', () => {
  it("keeps a verified member's age claim through grant and revoke", async () => {
    const member = await newVerifiedMember('claim-adult');
    await adminDb.doc(paths.ageRecord(member.uid)).set(ageRecord(true));
    await adminClaim('grant', member.email);
    expect(await claimsOf(member.uid)).toEqual({ admin: true, age: 'verified' });
    await adminClaim('revoke', member.email);
    expect(await claimsOf(member.uid)).toEqual({ age: 'verified' });
    await adminDb.doc(paths.ageRecord(member.uid)).delete();
  });

  it('writes the age claim an under-18 record refuses away, and keeps one with no record', async () => {
    const minor = await newVerifiedMember('claim-minor');
    await updateAccount(minor.uid, { customAttributes: JSON.stringify({ age: 'verified' }) });
    await adminDb.doc(paths.ageRecord(minor.uid)).set(ageRecord(false));
    await adminClaim('grant', minor.email);
    expect(await claimsOf(minor.uid)).toEqual({ admin: true });
    await adminDb.doc(paths.ageRecord(minor.uid)).delete();

    const seeded = await newVerifiedMember('claim-recordless');
    await updateAccount(seeded.uid, { customAttributes: JSON.stringify({ age: 'verified' }) });
    await adminClaim('grant', seeded.email);
    expect(await claimsOf(seeded.uid)).toEqual({ admin: true, age: 'verified' });
  });
});
