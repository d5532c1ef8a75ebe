// Strict reading of URL query parameters: unknown or repeated parameters and malformed
// values are 400s with a sentence naming the parameter, never silently ignored.
import { decodeCursor, type FeedCursor } from '@xmates/domain';
import { HttpError } from './http-error';

/** The SPA's cache-buster (spec: `_t`): accepted on every GET and ignored. */
const ALWAYS_ALLOWED = ['_t'];

export type QueryValues = Record<string, string | undefined>;

/** The known parameters as single strings; anything else is a 400. */
export function readQuery(query: unknown, allowed: readonly string[]): QueryValues {
  const out: QueryValues = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (!allowed.includes(name) && !ALWAYS_ALLOWED.includes(name)) {
      throw new HttpError(400, `Unknown query parameter: ${name}`, { field: name });
    }
    if (typeof value !== 'string') {
      throw new HttpError(400, `Give the query parameter ${name} only once.`, { field: name });
    }
    out[name] = value;
  }
  return out;
}

/**
 * A whole number in [min, max]. Above `max` it is clamped when clampAbove is set (older
 * clients ask for limit=100; they get the largest page instead of an error).
 */
export function intParam(
  q: QueryValues,
  name: string,
  opts: { min: number; max: number; fallback: number; clampAbove?: boolean },
): number {
  const raw = q[name];
  if (raw === undefined || raw === '') return opts.fallback;
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isInteger(value) && value >= opts.min) {
    if (value <= opts.max) return value;
    if (opts.clampAbove) return opts.max;
  }
  const range = opts.clampAbove ? `at least ${opts.min}` : `from ${opts.min} to ${opts.max}`;
  throw new HttpError(400, `${name} must be a whole number ${range}.`, { field: name });
}

/** Page numbers of the admin queues: 1..10,000 (a page past the end answers the last page). */
export function adminPageParam(q: QueryValues): number {
  return intParam(q, 'page', { min: 1, max: 10_000, fallback: 1 });
}

export function enumParam<T extends string>(
  q: QueryValues,
  name: string,
  values: readonly T[],
  fallback: T,
): T {
  const raw = q[name];
  if (raw === undefined || raw === '') return fallback;
  const found = values.find((v) => v === raw);
  if (!found) {
    throw new HttpError(400, `${name} must be one of: ${values.join(', ')}.`, { field: name });
  }
  return found;
}

export function boolParam(q: QueryValues, name: string): boolean | null {
  const raw = q[name];
  if (raw === undefined || raw === '') return null;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new HttpError(400, `${name} must be true or false.`, { field: name });
}

/** A comma list: trimmed, empty items dropped, each at most maxLength characters. */
export function listParam(q: QueryValues, name: string, maxLength: number): string[] {
  const items = (q[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.some((item) => item.length > maxLength)) {
    throw new HttpError(400, `Each item of ${name} must be at most ${maxLength} characters.`, {
      field: name,
    });
  }
  return items;
}

export function cursorParam(q: QueryValues, name: string): FeedCursor | null {
  const raw = q[name];
  if (raw === undefined || raw === '') return null;
  const cursor = decodeCursor(raw);
  if (!cursor || !Number.isFinite(cursor.value)) {
    throw new HttpError(
      400,
      `${name} is not a valid cursor; use the nextCursor or prevCursor of a previous answer.`,
      { field: name },
    );
  }
  return cursor;
}
