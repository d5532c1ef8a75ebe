// Signed Stripe events for the webhook tests, made exactly as Stripe signs them, with the
// local webhook secret the emulator reads from functions/.secret.local; and a local stand-in
// for Stripe's API, for the work the tests run in their own process (the retention job).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Stripe from 'stripe';
import type { CheckoutKind, WebhookAnswer } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';

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

/**
 * A local stand-in for Stripe's API (the tests have no network): an HTTP server on a free
 * loopback port that records every request and answers a subscription's cancellation as
 * Stripe does, and a Stripe client pointed at it.
 */
export async function fakeStripeApi() {
  const requests: { method: string; path: string }[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path });
    const id = /^\/v1\/subscriptions\/([^/?]+)$/.exec(path)?.[1];
    res.setHeader('content-type', 'application/json');
    if (req.method === 'DELETE' && id) {
      res.end(JSON.stringify({ id, object: 'subscription', status: 'canceled' }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The fake Stripe API has no port');
  const client = new Stripe('sk_test_local_fake', {
    host: '127.0.0.1',
    port: address.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { client, requests, close };
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
    .doc(paths.checkoutSession(id))
    .set(docs.checkoutSession(uid, { kind, amount, currency }));
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
