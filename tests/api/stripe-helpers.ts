// Signed Stripe events for the webhook tests, made exactly as Stripe signs them, with the
// local webhook secret the emulator reads from functions/.secret.local.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type CheckoutKind, type WebhookAnswer } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';

const secretFile = readFileSync(new URL('../../functions/.secret.local', import.meta.url), 'utf8');
export const WEBHOOK_SECRET = /^STRIPE_WEBHOOK_SECRET=(.+)$/m.exec(secretFile)?.[1]?.trim() ?? '';

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

export function stripeEvent(type: string, object: object, id = stripeId('evt')) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

/** Delivers an event to the webhook (through the Hosting rewrite), signed unless told otherwise. */
export function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api<WebhookAnswer>('POST', '/api/stripe/webhook', {
    rawBody: payload,
    headers: { 'stripe-signature': signature },
  });
}

/** A one-time Checkout session as Stripe sends it in checkout.session.* events. */
export function paymentSession(fields: {
  id?: string;
  uid: string;
  amount: number;
  email: string;
  paid?: boolean;
  paymentIntent?: string;
}) {
  return {
    id: fields.id ?? stripeId('cs'),
    object: 'checkout.session',
    mode: 'payment',
    payment_status: fields.paid === false ? 'unpaid' : 'paid',
    created: Math.floor(Date.now() / 1000),
    amount_total: fields.amount,
    currency: 'aud',
    client_reference_id: fields.uid,
    customer: null,
    customer_details: { email: fields.email },
    metadata: { uid: fields.uid, receiptEmail: fields.email },
    payment_intent: fields.paymentIntent ?? stripeId('pi'),
    subscription: null,
  };
}

/** Records a session as POST /api/donate/checkout does (checkoutSessions/{id}). */
export async function recordSession(
  id: string,
  uid: string,
  kind: CheckoutKind,
  amount: number,
  currency = 'aud',
): Promise<void> {
  await adminDb
    .collection(COLLECTIONS.checkoutSessions)
    .doc(id)
    .set({ uid, kind, amount, currency, createdAt: Timestamp.now() });
}

/** A one-time session this app's checkout created: recorded, then as Stripe sends it. */
export async function recordedPaymentSession(fields: Parameters<typeof paymentSession>[0]) {
  const session = paymentSession(fields);
  await recordSession(session.id, fields.uid, 'one-off', fields.amount);
  return session;
}

/**
 * A monthly donation this app's checkout created: its recorded subscription-mode session
 * and, for each month, an invoice of the subscription (paid unless told otherwise).
 */
export async function recordedMonthly(fields: { uid: string; amount: number; email: string }) {
  const subscription = stripeId('sub');
  const metadata = { uid: fields.uid, receiptEmail: fields.email };
  const session = {
    ...paymentSession({ ...fields, paymentIntent: '' }),
    mode: 'subscription',
    payment_intent: null,
    subscription,
  };
  await recordSession(session.id, fields.uid, 'monthly', fields.amount);
  const invoice = (amount = fields.amount, paid = true) => ({
    id: stripeId('in'),
    object: 'invoice',
    created: Math.floor(Date.now() / 1000),
    currency: 'aud',
    amount_paid: paid ? amount : 0,
    amount_due: amount,
    customer: stripeId('cus'),
    customer_email: fields.email,
    parent: { subscription_details: { subscription, metadata } },
    payments: { data: [{ payment: { payment_intent: stripeId('pi') } }] },
  });
  return { session, subscription, invoice };
}

/** A charge.refunded object: `refunded` cents of the payment given back so far. */
export function refundedCharge(paymentIntent: string, refunded: number, full: boolean) {
  return {
    id: stripeId('ch'),
    object: 'charge',
    created: Math.floor(Date.now() / 1000),
    refunded: full,
    amount_refunded: refunded,
    payment_intent: paymentIntent,
  };
}
