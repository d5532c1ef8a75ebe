import { z } from 'zod';
import { isEmail } from '../auth/rules';
import { LIMITS } from '../core/constants';
import type { Checked } from '../core/requests';
import {
  DONATION_CURRENCY,
  DONATION_INTERVAL,
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
} from './amounts';
import type { CheckoutKind } from './documents';
import { DONATION_MESSAGES } from './messages';

/**
 * POST /api/donate/checkout: the amount in cents, 'month' for a monthly donation (absent or
 * null for one-time), an optional receipt e-mail. Types only: the rules are checkDonation's.
 */
export const checkoutBody = z
  .object({
    amount: z.unknown(),
    interval: z.literal(DONATION_INTERVAL).nullish(),
    email: z.string().nullish(),
  })
  .strict();

export interface DonationRequest {
  amount: number;
  interval: typeof DONATION_INTERVAL | null;
  email: string | null;
}

/** The Donate form's rules, run by the SPA before the call and by the API again. */
export function checkDonation(input: {
  amount: unknown;
  interval?: string | null;
  email?: string | null;
}): Checked<DonationRequest> {
  const { amount } = input;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < DONATION_MIN_CENTS) {
    return { ok: false, error: DONATION_MESSAGES.minimum, field: 'amount' };
  }
  if (amount > DONATION_MAX_CENTS) {
    return { ok: false, error: DONATION_MESSAGES.maximum, field: 'amount' };
  }
  const email = input.email?.trim() ?? '';
  if (email && (email.length > LIMITS.contactEmailMax || !isEmail(email))) {
    return { ok: false, error: DONATION_MESSAGES.invalidEmail, field: 'email' };
  }
  const interval = input.interval === DONATION_INTERVAL ? DONATION_INTERVAL : null;
  return { ok: true, value: { amount, interval, email: email || null } };
}

/** Why the webhook credits a payment to no one (logged with the event). */
export type PaymentMismatch =
  'not-recorded' | 'currency' | 'kind' | 'amount-out-of-limits' | 'amount-differs';

/** A session or invoice as Stripe states it: one-off or monthly, its amount and currency. */
export interface StatedPayment {
  kind: CheckoutKind;
  amount: number;
  currency: string | null;
}

/**
 * Whether a payment is one this app's checkout asked for: a recorded session, in AUD, of
 * the recorded kind, its amount within the donation limits and the one recorded. Null when
 * it is; else why not.
 */
export function paymentMismatch(
  recorded: { kind: CheckoutKind; amount: number; currency: string } | undefined,
  stated: StatedPayment,
): PaymentMismatch | null {
  if (!recorded) return 'not-recorded';
  if (
    stated.currency?.toLowerCase() !== DONATION_CURRENCY ||
    recorded.currency !== DONATION_CURRENCY
  )
    return 'currency';
  if (stated.kind !== recorded.kind) return 'kind';
  if (stated.amount < DONATION_MIN_CENTS || stated.amount > DONATION_MAX_CENTS)
    return 'amount-out-of-limits';
  if (stated.amount !== recorded.amount) return 'amount-differs';
  return null;
}
