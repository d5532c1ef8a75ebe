// The Stripe SDK, created once per instance with the secret key from Secret Manager. Only
// production calls Stripe's API; the emulator never constructs a client (local checkout).
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { config, secrets } from '../config';

let client: Stripe | undefined;

export function stripe(): Stripe {
  client ??= new Stripe(secrets.stripeSecretKey.value(), { maxNetworkRetries: 2 });
  return client;
}

/**
 * The event a webhook request carries, after checking its Stripe-Signature header against the
 * raw body bytes with the endpoint's secret (and the default five-minute tolerance).
 */
export function verifiedEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

/** A Stripe-Signature header for a payload, as Stripe computes it (the local checkout's events). */
export function signPayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
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
      'stripe-signature': signPayload(payload, secrets.stripeWebhookSecret.value()),
    },
    body: payload,
  });
  if (!res.ok) throw new Error(`The webhook answered ${res.status}: ${await res.text()}`);
}
