/**
 * An age verification's inputs and outcome. Only the outcome is kept: `{over18, method,
 * verifiedAt}`, never the date of birth, the document or the selfie.
 */
import { z } from 'zod';
import type { Checked } from '../core/requests';
import { AGE_MESSAGES } from './messages';

/** The providers that can assure a member's age (the record's `method`). */
export const AGE_METHODS = ['stripe-identity'] as const;
export type AgeMethod = (typeof AGE_METHODS)[number];

export const ADULT_AGE = 18;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' as {year, month (1-12), day}, or null when it is not one. */
export function parseDateOfBirth(
  value: string,
): { year: number; month: number; day: number } | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whether someone born on dob is at least 18 on `now`'s calendar day (UTC): the 18th birthday
 * counts; someone born on 29 February turns 18 on 1 March in a common year.
 */
export function isAdultOn(dob: { year: number; month: number; day: number }, now: Date): boolean {
  const eighteenth = new Date(Date.UTC(dob.year + ADULT_AGE, dob.month - 1, dob.day));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return eighteenth.getTime() <= today;
}

/** POST /api/age/local-verification/{sessionId}/complete (emulator only): types only. */
export const localVerificationBody = z.object({ dateOfBirth: z.unknown() }).strict();

/** The local test verification's rule: a real past calendar date, 'YYYY-MM-DD', from 1900. */
export function checkDateOfBirth(
  input: { dateOfBirth: unknown },
  now: Date,
): Checked<{ dateOfBirth: string }> {
  const { dateOfBirth } = input;
  const dob = typeof dateOfBirth === 'string' ? parseDateOfBirth(dateOfBirth) : null;
  const past = dob !== null && Date.UTC(dob.year, dob.month - 1, dob.day) <= now.getTime();
  if (typeof dateOfBirth !== 'string' || !dob || dob.year < 1900 || !past) {
    return { ok: false, error: AGE_MESSAGES.badDateOfBirth, field: 'dateOfBirth' };
  }
  return { ok: true, value: { dateOfBirth } };
}

/** Where a member's verification stands, as GET /api/age/status answers it. */
export const AGE_STATES = ['none', 'pending', 'verified', 'under18', 'failed', 'canceled'] as const;
export type AgeState = (typeof AGE_STATES)[number];
