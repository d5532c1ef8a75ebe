// fetch wrapper for the same-origin /api: bearer token of the current user (unless the call
// asks to go signedOut), App Check's token on builds with App Check (X-Firebase-AppCheck), JSON
// in and out, {error, code} answers thrown as ApiError, a 10 s timeout, and cancellation through
// an AbortSignal. Callers decide by an error's code (hasErrorCode) and show errorText.
import { ERROR_CODES, LIMITS, STATUS_CODES, isCallerError, type ErrorCode } from '@xmates/domain';
import { appCheckToken, getAuthClient } from './firebase';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
    /** The request field at fault, when the API named one. */
    readonly field: string | null = null,
    /** With `name-taken`: display names the API found available. */
    readonly suggestions: string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Told when the API refuses the caller's account itself (suspended or banned), and whose. */
let accountRefused: ((err: ApiError, uid: string) => void) | null = null;

/**
 * Registers what holds the session when any call answers `account-suspended` (the auth
 * feature), told the uid whose token the call carried; the call still throws, so its caller
 * shows the API's words.
 */
export function onAccountRefused(listener: (err: ApiError, uid: string) => void): void {
  accountRefused = listener;
}

/** True when err is an API error answer with this code. */
export function hasErrorCode(err: unknown, code: ErrorCode): err is ApiError {
  return err instanceof ApiError && err.code === code;
}

/**
 * The text to show for a failed call: the API's own words when they describe the caller's
 * request; the fallback for server faults, timeouts and network failures.
 */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && isCallerError(err.code) ? err.message : fallback;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Force a fresh ID token (used right after sign-in). */
  freshToken?: boolean;
  /**
   * Send the request as a visitor would, without the signed-in user's ID token (no
   * Authorization header): for a public GET whose answer is the same for everyone, so the CDN
   * serves members the copy it keeps for visitors (an answer to a request with a token is
   * private). App Check's token is still sent.
   */
  signedOut?: boolean;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  ERROR_CODES.some((code) => code === value);

/** The default code of each status that has one; other statuses have none. */
const codeOfStatus: Partial<Record<number, ErrorCode>> = STATUS_CODES;

/** An error answer as ApiError; a body without our fields (a proxy's page) gets the status's. */
function apiError(status: number, body: unknown): ApiError {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message =
    typeof fields.error === 'string' && fields.error ? fields.error : `Request failed (${status}).`;
  const code = isErrorCode(fields.code)
    ? fields.code
    : (codeOfStatus[status] ?? (status >= 500 ? 'server-error' : 'invalid-input'));
  return new ApiError(
    status,
    message,
    code,
    typeof fields.field === 'string' ? fields.field : null,
    Array.isArray(fields.suggestions)
      ? fields.suggestions.filter((s): s is string => typeof s === 'string')
      : [],
  );
}

/** Reads an /api answer: its JSON, or the ApiError its error answer describes. */
export async function readAnswer<T>(res: Response): Promise<T> {
  const parsed = await readJson(res);
  if (!res.ok) throw apiError(res.status, parsed);
  return parsed as T;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = LIMITS.feedRequestTimeoutMs } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const user = options.signedOut ? null : getAuthClient().currentUser;
  if (user) headers.authorization = `Bearer ${await user.getIdToken(options.freshToken)}`;
  const appCheck = await appCheckToken();
  if (appCheck) headers['x-firebase-appcheck'] = appCheck;
  if (body !== undefined) headers['content-type'] = 'application/json';

  // One controller aborts on timeout or when the caller cancels.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('Timeout', 'TimeoutError')),
    timeoutMs,
  );
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });

  try {
    const res = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    return await readAnswer<T>(res);
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.code === 'account-suspended' && user) accountRefused?.(err, user.uid);
      throw err;
    }
    if (controller.signal.aborted && !signal?.aborted) {
      throw new ApiError(408, 'The server took too long to answer. Please try again.', 'timeout');
    }
    throw err;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(
    path: string,
    body: unknown = {},
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(
    path: string,
    body: unknown = {},
    options?: Omit<ApiRequestOptions, 'method' | 'body'>,
  ) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
