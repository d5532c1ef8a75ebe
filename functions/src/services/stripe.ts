// The Stripe SDK, created once per instance with the secret key from Secret Manager. Only
// production calls Stripe's API; the emulator never constructs a client (local checkout).
// The SDK loads on first use: importing it costs about 160 ms of CPU (scripts/bench/cold-start.ts),
// which every cold start of every function paid while only checkout, the webhook, age checks and
// erasure use it.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { config, secrets } from '../config';

const sdk = async () => (await import('stripe')).default;

let client: Stripe | undefined;

export async function stripe(): Promise<Stripe> {
  if (!client) {
    const Sdk = await sdk();
    client ??= new Sdk(secrets.stripeSecretKey.value(), { maxNetworkRetries: 2 });
  }
  return client;
}

/** Checks a Stripe-Signature header against a webhook request's raw body bytes. */
export type EventVerifier = (rawBody: Buffer, signature: string, secret: string) => Stripe.Event;

/**
 * The check of a webhook request, once the SDK is loaded: the event the request carries, after
 * its Stripe-Signature header matched the raw body bytes with the endpoint's secret (and the
 * default five-minute tolerance); it throws when they do not.
 */
export async function eventVerifier(): Promise<EventVerifier> {
  const { webhooks } = await sdk();
  return (rawBody, signature, secret) => webhooks.constructEvent(rawBody, signature, secret);
}

/** A Stripe-Signature header for a payload, as Stripe computes it (the local checkout's events). */
async function signPayload(payload: string, secret: string): Promise<string> {
  const { webhooks } = await sdk();
  return webhooks.generateTestHeaderString({ payload, secret });
}

/** Emulator only: an id shaped like Stripe's ('evt_local_…'), for the local test flows. */
export const localStripeId = (prefix: string) =>
  `${prefix}_local_${randomBytes(10).toString('hex')}`;

/** Emulator only: an event of `type` about `object`, in Stripe's envelope. */
export function localEvent(type: string, object: object) {
  return {
    id: localStripeId('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  };
}

/**
 * Emulator only: sends one event to the real webhook through the Hosting rewrite, signed with
 * the local webhook secret, as Stripe does; a refusal is a server error here.
 */
export async function deliverLocalEvent(event: object): Promise<void> {
  if (!config.localSiteUrl) throw new Error('Local Stripe events are sent on the emulator only');
  const payload = JSON.stringify(event);
  const res = await fetch(`${config.localSiteUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': await signPayload(payload, secrets.stripeWebhookSecret.value()),
    },
    body: payload,
  });
  if (!res.ok) throw new Error(`The webhook answered ${res.status}: ${await res.text()}`);
}
