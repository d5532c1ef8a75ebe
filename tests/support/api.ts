import { randomBytes } from 'node:crypto';
import type { ApiErrorBody } from '@xmates/domain';
import { REGION } from '@xmates/functions/config';
import { PROJECT_ID, XMATES_URL } from './env';

/**
 * A client address of its own (IPv6 documentation range), sent as X-Forwarded-For as Google's
 * front end passes it. Every suite calls from one local address: a call that names no address
 * gets one of its own, so the address budgets (docs/rate-limits.md) never count unrelated
 * tests as one visitor; a test of those budgets names its address.
 */
export const newAddress = () =>
  `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** The API's emulator-only rate clock (functions/src/http/rate-clock.ts). */
const RATE_CLOCK_HEADER = 'x-xmates-rate-clock';
/** The first of the far-future minutes ownMinute hands out, one per call in a run. */
const OWN_MINUTES_FROM = Date.UTC(2100, 0, 1);
let ownMinutes = 0;

/**
 * Headers that count a call's budgets and ceilings in a minute of its own: one second into a
 * minute no other test counts in (the API takes the time from them on the emulator only). A
 * test of a minute's budget sends all its calls with the same headers instead of waiting for a
 * fresh minute, and leaves the minute the rest of the suite counts in unspent.
 */
export function ownMinute(): Record<string, string> {
  ownMinutes += 1;
  return { [RATE_CLOCK_HEADER]: String(OWN_MINUTES_FROM + ownMinutes * 60_000 + 1_000) };
}

/** An answer of the API: `body` is the contract type T, or an error body when status >= 400. */
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T & Partial<ApiErrorBody>;
  headers: Headers;
}

/** Calls the API through the hosting rewrite, exactly as the SPA does. */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': newAddress(), ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${XMATES_URL}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* non-JSON answers (CSV, HTML) stay text */
  }
  return { status: res.status, body: parsed as T & Partial<ApiErrorBody>, headers: res.headers };
}

/**
 * A function's own URL on the Functions emulator (`…/{project}/{region}/{function}`): requests
 * there skip Hosting, as calls to a function's run.app URL do in production, so nothing but
 * what the caller wrote reaches X-Forwarded-For.
 */
export async function functionUrl(name: string): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number }
  >;
  const fn = emulators.functions;
  if (!fn) throw new Error('The Functions emulator is not running.');
  return `http://${fn.host}:${fn.port}/${PROJECT_ID}/${REGION}/${name}`;
}

/**
 * The Functions emulator runs each concurrent request in its own worker process and gives up
 * on a worker that takes over 30 s to load, which happens when dozens load at once on a small
 * machine ("Failed to load function"). Bursts of 10, 20, ... feed queries (slow enough to keep
 * every worker busy) grow the pool ten workers at a time, so the concurrency tests exercise
 * Firestore transactions, not worker start-up.
 */
export async function warmWorkers(count: number) {
  for (let n = 10; n < count + 10; n += 10) {
    const burst = Math.min(n, count);
    await Promise.all(Array.from({ length: burst }, () => api('GET', '/api/products?limit=24')));
  }
}
