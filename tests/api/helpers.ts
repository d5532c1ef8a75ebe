// Small arrangements shared by the API suites: accounts in odd states, stored docs, tokens.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { beforeAll } from 'vitest';
import { adminAuth, storedAt } from '../support/admin';
import { api } from '../support/api';
import { signIn, signUp, uniqueEmail, type Account } from '../support/auth';
import { paths } from '../support/paths';

export const PASSWORD = 'secret-123';

/** users/{uid} as stored, or undefined: the "no write happened" check of the bad-input tests. */
export const storedUser = (uid: string) => storedAt(paths.user(uid));

export const storedProfile = (uid: string) => storedAt(paths.profile(uid));

/**
 * The accounts of a file (or of a describe block), made in parallel by one beforeAll before its
 * first test: `const { admin, member } = accountsBeforeAll({ admin: () => syncedAdmin('x'), ...})`.
 * Each account is an empty object filled in place, so it can be destructured where it is declared
 * and read from any test or later hook.
 */
export function accountsBeforeAll<T extends Record<string, () => Promise<Account>>>(
  makers: T,
): { [K in keyof T]: Awaited<ReturnType<T[K]>> } {
  const slots = Object.entries(makers).map(([key, make]) => ({ key, make, account: {} }));
  beforeAll(async () => {
    await Promise.all(slots.map(async (slot) => Object.assign(slot.account, await slot.make())));
  });
  return Object.fromEntries(slots.map((slot) => [slot.key, slot.account])) as {
    [K in keyof T]: Awaited<ReturnType<T[K]>>;
  };
}

/** A fresh member who signed up a moment ago and has not verified the e-mail. */
export async function newUnverifiedMember(prefix = 'unverified') {
  const email = uniqueEmail(prefix);
  const session = await signUp(email, PASSWORD);
  return { email, uid: session.localId, idToken: session.idToken };
}

/**
 * An account created `ageMs` ago (importUsers is the only way to back-date creation), with
 * a password so it can sign in, or with a linked Google identity instead.
 */
export async function importAccount(options: {
  ageMs: number;
  emailVerified: boolean;
  google?: boolean;
  prefix?: string;
}) {
  const email = uniqueEmail(options.prefix ?? 'imported');
  const uid = `imp-${Math.random().toString(36).slice(2, 12)}`;
  const created = new Date(Date.now() - options.ageMs).toUTCString();
  const result = await adminAuth.importUsers([
    {
      uid,
      email,
      emailVerified: options.emailVerified,
      metadata: { creationTime: created, lastSignInTime: created },
      providerData: options.google
        ? [{ uid: `g-${uid}`, providerId: 'google.com', email, displayName: 'Imported Person' }]
        : [],
    },
  ]);
  if (result.failureCount > 0) throw new Error(JSON.stringify(result.errors));
  if (!options.google) await adminAuth.updateUser(uid, { password: PASSWORD });
  return { email, uid };
}

export async function signInToken(email: string): Promise<string> {
  return (await signIn(email, PASSWORD)).idToken;
}

export function sync(token: string) {
  return api('POST', '/api/auth/sync', { token });
}

/** Splits a JWT into its decoded header and payload (no verification). */
export function decodeJwt(token: string) {
  const [header = '', payload = ''] = token.split('.');
  const part = (s: string) =>
    JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header), payload: part(payload) };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same token with some payload claims changed, its (empty emulator) signature kept. */
export function tamperPayload(token: string, changes: Record<string, unknown>): string {
  const [header = '', , signature = ''] = token.split('.');
  const { payload } = decodeJwt(token);
  return `${header}.${encode({ ...payload, ...changes })}.${signature}`;
}

/** The token's claims re-signed with RS256 under a key Google never issued. */
export function signWithForeignKey(token: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const head = `${encode({ alg: 'RS256', kid: 'not-a-google-key', typ: 'JWT' })}.${encode(decodeJwt(token).payload)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url');
  return `${head}.${signature}`;
}
