// The age provider of this deployment (services/age-provider.ts): Stripe Identity in
// production, the local stand-in on the emulator, which never calls Stripe. A process that
// works on the Firestore emulator's data (the retention job as the API tests run it) counts
// as the emulator too: its sessions were never Stripe's.
import { config } from '../config';
import type { AgeProvider } from './age-provider';
import { localAgeProvider } from './local-age-provider';
import { stripe } from './stripe';
import { stripeIdentityProvider } from './stripe-identity';

let provider: AgeProvider | undefined;

export function ageProvider(): AgeProvider {
  const onEmulator = config.isEmulator || process.env.FIRESTORE_EMULATOR_HOST !== undefined;
  provider ??= onEmulator ? localAgeProvider : stripeIdentityProvider(stripe);
  return provider;
}
