// POST /api/donate/checkout: a Stripe Checkout session for a checked donation. Production
// creates it at Stripe (payment mode, or subscription mode for monthly; AUD; the member's uid
// in the metadata of the session and of its payment or subscription, so every later event
// names the member). Every session created is recorded in checkoutSessions/{id}: the webhook
// credits no other. The emulator never calls Stripe: it records a session of its own and
// stores the order for the local test checkout page, which completes it with signed events
// (handlers/local-checkout.ts).
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import type Stripe from 'stripe';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DONATE_PATHS,
  DONATION_CURRENCY,
  DONATION_MESSAGES,
  PRODUCT,
  type CheckoutAnswer,
  type DonationRequest,
} from '@xmates/domain';
import { config } from '../config';
import { checkoutSessionRef, localCheckoutRef } from '../db/donations';
import { HttpError } from '../http/http-error';
import { stripe } from '../services/stripe';

export interface Donor {
  uid: string;
  /** The account's e-mail, for the receipt when none was typed. */
  email: string | null;
}

/** The session Stripe is asked for: one line of `amount` cents, AUD, once or every month. */
export function checkoutParams(
  donor: Donor,
  request: DonationRequest,
  origin: string,
): Stripe.Checkout.SessionCreateParams {
  const monthly = request.interval === 'month';
  const receiptEmail = request.email ?? donor.email;
  const metadata = { uid: donor.uid, ...(receiptEmail ? { receiptEmail } : {}) };
  return {
    mode: monthly ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: DONATION_CURRENCY,
          unit_amount: request.amount,
          product_data: { name: `${PRODUCT.name} ${monthly ? 'monthly donation' : 'donation'}` },
          ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    client_reference_id: donor.uid,
    ...(receiptEmail ? { customer_email: receiptEmail } : {}),
    metadata,
    ...(monthly
      ? { subscription_data: { metadata } }
      : {
          payment_intent_data: {
            metadata,
            ...(receiptEmail ? { receipt_email: receiptEmail } : {}),
          },
        }),
    success_url: `${origin}${DONATE_PATHS.success}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}${DONATE_PATHS.cancel}`,
  };
}

/** The session as recorded for the webhook: who, once or monthly, how much, in AUD. */
function recordSession(sessionId: string, donor: Donor, request: DonationRequest) {
  return checkoutSessionRef(sessionId).create({
    uid: donor.uid,
    kind: request.interval === 'month' ? 'monthly' : 'one-off',
    amount: request.amount,
    currency: DONATION_CURRENCY,
    createdAt: Timestamp.now(),
  });
}

/** A local order for the test checkout page; its id looks like a test session id. */
async function startLocalCheckout(donor: Donor, request: DonationRequest): Promise<CheckoutAnswer> {
  const sessionId = `cs_test_local_${randomBytes(12).toString('hex')}`;
  await recordSession(sessionId, donor, request);
  await localCheckoutRef(sessionId).create({
    uid: donor.uid,
    amount: request.amount,
    recurring: request.interval === 'month',
    email: request.email ?? donor.email,
    createdAt: Timestamp.now(),
    state: 'open',
  });
  return { url: `${DONATE_PATHS.localCheckout}?session=${sessionId}` };
}

export async function startCheckout(
  donor: Donor,
  request: DonationRequest,
  origin: string,
): Promise<CheckoutAnswer> {
  if (config.isEmulator) return startLocalCheckout(donor, request);
  let url: string | null = null;
  try {
    const payments = await stripe();
    const session = await payments.checkout.sessions.create(checkoutParams(donor, request, origin));
    // Recorded before the payer sees the page, so its events always find it.
    await recordSession(session.id, donor, request);
    url = session.url;
  } catch (err) {
    logger.error('donate.checkout_failed', {
      error: err instanceof Error ? err.message : String(err),
    });
  }
  if (!url) throw new HttpError(500, DONATION_MESSAGES.checkoutFailed);
  return { url };
}
