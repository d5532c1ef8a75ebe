// fetch wrapper for the same-origin /api: bearer token of the current user, JSON in and out,
// {error} answers thrown as ApiError, a 10 s timeout, and cancellation through an AbortSignal.
import { LIMITS } from '@xmates/domain';
import { getAuthClient } from './firebase';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Force a fresh ID token (used right after sign-in). */
  freshToken?: boolean;
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

function errorMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error) return error;
  }
  return `Request failed (${status}).`;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = LIMITS.feedRequestTimeoutMs } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const user = getAuthClient().currentUser;
  if (user) headers.authorization = `Bearer ${await user.getIdToken(options.freshToken)}`;
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
    const parsed = await readJson(res);
    if (!res.ok) throw new ApiError(res.status, errorMessage(parsed, res.status));
    return parsed as T;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (controller.signal.aborted && !signal?.aborted) {
      throw new ApiError(408, 'The server took too long to answer. Please try again.');
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
};
