// Signed Stripe events for the webhook tests, made exactly as Stripe signs them, with the
// local webhook secret the emulator reads from functions/.secret.local.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Stripe from 'stripe';
import type { WebhookAnswer } from '@xmates/domain';
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
