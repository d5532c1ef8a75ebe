// The age provider of this deployment (services/age-provider.ts): Stripe Identity in
// production, the local stand-in on the emulator, which never calls Stripe.
import { config } from '../config';
import type { AgeProvider } from './age-provider';
import { localAgeProvider } from './local-age-provider';
import { stripe } from './stripe';
import { stripeIdentityProvider } from './stripe-identity';

let provider: AgeProvider | undefined;

export function ageProvider(): AgeProvider {
  provider ??= config.isEmulator ? localAgeProvider : stripeIdentityProvider(stripe);
  return provider;
}
