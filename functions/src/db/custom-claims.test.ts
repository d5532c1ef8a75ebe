// The claims writer against a stubbed Auth whose getUser and setCustomUserClaims this file
// controls, so that two writers interleave the same way every run: an age check (setAgeClaim's
// path) and `admin-claim revoke` (which stores isAdmin false, then writes the claims). The
// stored state is a plain object each writer reads, as it would read users/{uid} and the age
// record; the real writer runs against the emulators in tests/scripts/admin-claim.test.ts.
import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { claimsOf, reconcileClaims, type ClaimState, type ClaimsAuth } from './custom-claims';

/** An Auth account's claims, and a gate that can hold one setCustomUserClaims call. */
function stubAuth(initial: Record<string, unknown>) {
  let claims = initial;
  let held: Promise<void> | null = null;
  const writes: Record<string, unknown>[] = [];
  const auth: ClaimsAuth = {
    getUser: (uid: string) =>
      Promise.resolve({ uid, customClaims: { ...claims } } as unknown as UserRecord),
    setCustomUserClaims: async (_uid: string, next: object | null) => {
      const gate = held;
      held = null;
      if (gate) await gate;
      claims = { ...next };
      writes.push(claims);
    },
  };
  return {
    auth,
    claims: () => claims,
    writes,
    /** The next setCustomUserClaims waits, after being called, until `release()`. */
    holdNextWrite(): () => void {
      let release: (() => void) | null = null;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release?.();
    },
  };
}

/** Resolves once every pending promise callback has run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('claimsOf: the claims of the stored state, whole', () => {
  it('sets admin and age from the state alone', () => {
    const current = { admin: true, age: 'verified', role: 'admin' };
    expect(claimsOf({ admin: false, ageVerified: false }, current)).toEqual({});
    expect(claimsOf({ admin: true, ageVerified: true }, {})).toEqual({
      admin: true,
      age: 'verified',
    });
  });

  it('keeps the age claim as it is when there is no age record', () => {
    expect(claimsOf({ admin: false, ageVerified: null }, { age: 'verified' })).toEqual({
      age: 'verified',
    });
    expect(claimsOf({ admin: false, ageVerified: null }, { admin: true })).toEqual({});
  });
});

describe('an age check beside admin-claim revoke', () => {
  it('cannot write admin: true back when its write lands after the revocation', async () => {
    const stored: ClaimState = { admin: true, ageVerified: true };
    const readStored = () => Promise.resolve({ ...stored });
    const account = stubAuth({ admin: true });

    // The age check reads the state (still admin) and reaches its write, which is held.
    const release = account.holdNextWrite();
    const ageCheck = reconcileClaims('u1', readStored, account.auth);
    await settle();
    expect(account.writes).toEqual([]);

    // admin-claim revoke runs whole meanwhile: the stored flag, then the claims.
    stored.admin = false;
    expect(await reconcileClaims('u1', readStored, account.auth)).toBe(true);
    expect(account.claims()).toEqual({ age: 'verified' });

    // The age check's stale write lands last, then it reads the state again and repairs.
    release();
    expect(await ageCheck).toBe(true);
    expect(account.writes).toEqual([
      { age: 'verified' },
      { admin: true, age: 'verified' },
      { age: 'verified' },
    ]);
    expect(account.claims()).toEqual({ age: 'verified' });
  });

  it('keeps the age outcome the check stored when the revocation writes in between', async () => {
    const stored: ClaimState = { admin: true, ageVerified: null };
    const readStored = () => Promise.resolve({ ...stored });
    const account = stubAuth({ admin: true });

    // The revocation reads the state before the age outcome is stored; its write is held.
    stored.admin = false;
    const release = account.holdNextWrite();
    const revoke = reconcileClaims('u1', readStored, account.auth);
    await settle();

    stored.ageVerified = true;
    expect(await reconcileClaims('u1', readStored, account.auth)).toBe(true);
    release();
    expect(await revoke).toBe(true);
    expect(account.claims()).toEqual({ age: 'verified' });
  });

  it('writes nothing when the claims already match, and nothing for a deleted account', async () => {
    const account = stubAuth({ age: 'verified' });
    const state = () => Promise.resolve({ admin: false, ageVerified: true });
    expect(await reconcileClaims('u1', state, account.auth)).toBe(true);
    expect(account.writes).toEqual([]);

    const gone: ClaimsAuth = {
      getUser: () =>
        Promise.reject(Object.assign(new Error('gone'), { code: 'auth/user-not-found' })),
      setCustomUserClaims: () => Promise.reject(new Error('not called')),
    };
    expect(await reconcileClaims('u1', state, gone)).toBe(false);
  });

  it('gives up, loudly, on a state that never settles', async () => {
    const account = stubAuth({});
    let flips = 0;
    const flapping = () => Promise.resolve({ admin: flips++ % 2 === 0, ageVerified: null });
    await expect(reconcileClaims('u1', flapping, account.auth)).rejects.toThrow('did not settle');
  });
});
