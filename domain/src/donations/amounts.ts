import { LIMITS } from '../core/constants';

/** The Donate page's preset amounts in AUD, and the one chosen at first. */
export const DONATION_PRESETS_AUD = [5, 10, 20, 50] as const;
export const DONATION_DEFAULT_AUD = 10;
export const DONATION_CURRENCY = 'aud';
/** The only interval a monthly donation sends; a one-time donation sends none. */
export const DONATION_INTERVAL = 'month';

export const DONATION_MIN_CENTS = LIMITS.donationMinAud * 100;
export const DONATION_MAX_CENTS = LIMITS.donationMaxAud * 100;

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** "$20.00": an amount in cents as the pages show it (AUD, en-AU). */
export function formatAud(cents: number): string {
  return aud.format(cents / 100);
}

/**
 * A typed custom amount in AUD as cents: rounded to the cent, clamped down to the maximum;
 * null when it is no number or below the minimum (the form then says 'Minimum donation is $2
 * AUD.').
 */
export function customAmountCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return null;
  const cents = Math.round(Number(trimmed) * 100);
  if (!Number.isFinite(cents) || cents < DONATION_MIN_CENTS) return null;
  return Math.min(cents, DONATION_MAX_CENTS);
}
