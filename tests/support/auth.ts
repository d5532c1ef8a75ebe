// Talks to the Auth emulator over its REST API (the same calls the web SDK makes).
import { adminDb } from './admin';
import { AUTH_HOST, PROJECT_ID } from './env';
import { paths } from './paths';

const identity = (path: string) =>
  `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;

interface SignInResult {
  idToken: string;
  localId: string;
  refreshToken: string;
}

async function post<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`${url}: ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

let counter = 0;
/** A unique e-mail per call, so tests never collide with each other or with seeded users. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@test.xmates.test`;
}

export function signUp(email: string, password = 'secret-123'): Promise<SignInResult> {
  return post(identity('accounts:signUp'), { email, password, returnSecureToken: true });
}

export function signIn(email: string, password: string): Promise<SignInResult> {
  return post(identity('accounts:signInWithPassword'), {
    email,
    password,
    returnSecureToken: true,
  });
}

/**
 * A Google sign-in as the Auth emulator takes it (signInWithIdp with its unsigned test
 * credential): the first one creates a Google-only account, as the emulator's Google page does.
 */
export function signInWithGoogle(email: string): Promise<SignInResult> {
  const credential = JSON.stringify({ sub: `g-${email}`, email, email_verified: true });
  return post(identity('accounts:signInWithIdp'), {
    postBody: `id_token=${encodeURIComponent(credential)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
}

/** Admin-side account changes (the emulator accepts "Bearer owner" as an admin credential). */
export function updateAccount(localId: string, changes: Record<string, unknown>): Promise<unknown> {
  return post(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    { localId, ...changes },
    { authorization: 'Bearer owner' },
  );
}

/** A test account and its ID token: what every arrangement of a member or an admin gives. */
export interface Account {
  email: string;
  uid: string;
  idToken: string;
}

/** A fresh member with a verified e-mail and its ID token. */
export async function newVerifiedMember(prefix = 'member'): Promise<Account> {
  const email = uniqueEmail(prefix);
  const created = await signUp(email);
  await updateAccount(created.localId, { emailVerified: true });
  const session = await signIn(email, 'secret-123');
  return { email, uid: session.localId, idToken: session.idToken };
}

/**
 * A fresh admin, made as `npm run admin-claim -- grant` makes one: the stored flag on
 * users/{uid} first, then the custom claim admin: true (both are needed).
 */
export async function newAdmin(prefix = 'admin'): Promise<Account> {
  const member = await newVerifiedMember(prefix);
  await adminDb.doc(paths.user(member.uid)).set({ role: 'admin', isAdmin: true }, { merge: true });
  await updateAccount(member.uid, { customAttributes: JSON.stringify({ admin: true }) });
  const session = await signIn(member.email, 'secret-123');
  return { ...member, idToken: session.idToken };
}

/**
 * The Auth emulator's e-mail enumeration protection (on by default in production projects):
 * sign-in errors stop telling a wrong password from an unknown or password-less account, and
 * sign-in-method lookups answer nothing. Emulator-wide: turn it off again after the test.
 */
export async function setEnumerationProtection(on: boolean): Promise<void> {
  const res = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: on } }),
  });
  if (!res.ok) throw new Error(`emulator config: ${res.status} ${await res.text()}`);
}
