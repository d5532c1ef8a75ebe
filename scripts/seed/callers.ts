/**
 * The seed's calls to the running API, through the Hosting rewrite as the SPA makes them: a
 * demo account signs in with its password, a visitor sends no token. Every caller writes from
 * an address of its own (TEST-NET-3, 203.0.113.0/24), so the seed spends none of the
 * per-address budgets (contact, checkout) that the tests and the browser share.
 */
import { api } from '@xmates/tests/api';
import { signIn } from '@xmates/tests/auth';
import { XMATES_URL } from '@xmates/tests/env';
import { DEMO_PASSWORD, type DemoAccount } from './accounts';

export interface Caller {
  token: string | null;
  address: string;
}

let addresses = 0;
const nextAddress = () => `203.0.113.${(addresses += 1)}`;

export async function signedIn(account: DemoAccount): Promise<Caller> {
  const { idToken } = await signIn(account.email, DEMO_PASSWORD);
  return { token: idToken, address: nextAddress() };
}

export const visitor = (): Caller => ({ token: null, address: nextAddress() });

/** Refuses to go on without the API: the story is told through it, not written around it. */
export async function requireApi(): Promise<void> {
  const res = await fetch(`${XMATES_URL}/api/health`).catch(() => null);
  if (!res?.ok) {
    throw new Error(
      `the API at ${XMATES_URL} did not answer: seed through npm start or npm run with-emulators`,
    );
  }
}

/** One call as `caller`; anything but 200 stops the seed with the API's answer. */
export async function call<T>(
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await api<T>(method, path, {
    token: caller.token ?? undefined,
    body,
    headers: { 'x-forwarded-for': caller.address },
  });
  if (res.status !== 200) {
    throw new Error(`${method} ${path} answered ${res.status}: ${res.body.error ?? ''}`);
  }
  return res.body;
}
