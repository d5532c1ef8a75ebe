// Stripe Identity as the age provider (production): a document check whose verified date of
// birth is read once, when the webhook learns the session is verified; only "18 or older"
// leaves this file. The session is then redacted, so Stripe drops the document, the selfie
// and the extracted data too (redaction completes within days, Stripe's documentation says).
// Failed and cancelled sessions, and every session of an erased member, are redacted too.
import type Stripe from 'stripe';
import { isAdultOn } from '@xmates/domain';
import { AgeUnreadable, type AgeProvider } from './age-provider';

/** The session Stripe is asked for: a photo ID with a matching selfie, for this member. */
export function verificationParams(
  uid: string,
  returnUrl: string,
): Stripe.Identity.VerificationSessionCreateParams {
  return {
    type: 'document',
    metadata: { uid },
    client_reference_id: uid,
    return_url: returnUrl,
    options: { document: { require_matching_selfie: true, require_live_capture: true } },
  };
}

/** The age provider over a Stripe client (`client` is called when a call is made). */
export function stripeIdentityProvider(client: () => Promise<Stripe>): AgeProvider {
  const verificationSessions = async () => (await client()).identity.verificationSessions;
  return {
    method: 'stripe-identity',

    async start({ uid, returnUrl }) {
      const sessions = await verificationSessions();
      const session = await sessions.create(verificationParams(uid, returnUrl));
      if (!session.url) throw new Error(`Stripe gave no URL for ${session.id}`);
      return { sessionId: session.id, url: session.url };
    },

    async over18(sessionId, now) {
      const sessions = await verificationSessions();
      const session = await sessions.retrieve(sessionId, { expand: ['verified_outputs.dob'] });
      if (session.status !== 'verified') throw new AgeUnreadable(sessionId, session.status);
      const dob = session.verified_outputs?.dob;
      const { year, month, day } = dob ?? {};
      if (!year || !month || !day) throw new AgeUnreadable(sessionId, 'no verified date of birth');
      const adult = isAdultOn({ year, month, day }, now);
      await sessions.redact(sessionId);
      return adult;
    },

    async redact(sessionId) {
      await (await verificationSessions()).redact(sessionId);
    },
  };
}
