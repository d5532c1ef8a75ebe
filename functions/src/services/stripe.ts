// The Stripe SDK, created once per instance with the secret key from Secret Manager. Only
// production calls Stripe's API; the emulator never constructs a client (local checkout).
import Stripe from 'stripe';
import { secrets } from '../config';

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
