// The emulator's age provider, a stand-in for Stripe Identity (the emulator never calls
// Stripe): a session is a localVerifications document, completed on the local test page
// (handlers/age-local-verification.ts), which keeps the typed date of birth there only until
// the webhook reads it here, once: reading deletes it, as Stripe's session is redacted.
// Redacting records when it was asked on the local document (redactedAt), where tests see it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { isAdultOn, parseDateOfBirth } from '@xmates/domain';
import { siteOrigin } from '../config';
import { localVerificationRef } from '../db/age';
import { isNotFound, runTransaction } from '../db/firebase';
import { AgeUnreadable, type AgeProvider } from './age-provider';
import { localStripeId } from './stripe';

/** The local test page of a session (the SPA's /verify-age/local/:sessionId). */
const localVerificationUrl = (sessionId: string) => `${siteOrigin()}/verify-age/local/${sessionId}`;

export const localAgeProvider: AgeProvider = {
  method: 'stripe-identity',

  async start({ uid }) {
    const sessionId = localStripeId('vs');
    await localVerificationRef(sessionId).create({
      uid,
      state: 'open',
      createdAt: Timestamp.now(),
    });
    return { sessionId, url: localVerificationUrl(sessionId) };
  },

  async over18(sessionId, now) {
    const dateOfBirth = await runTransaction(async (tx) => {
      const ref = localVerificationRef(sessionId);
      const value = (await tx.get(ref)).data()?.dateOfBirth;
      if (value !== undefined) tx.update(ref, { dateOfBirth: FieldValue.delete() });
      return value;
    });
    const dob = dateOfBirth === undefined ? null : parseDateOfBirth(dateOfBirth);
    if (!dob) throw new AgeUnreadable(sessionId, 'no date of birth on the local verification');
    return isAdultOn(dob, now);
  },

  async redact(sessionId) {
    try {
      await localVerificationRef(sessionId).update({
        dateOfBirth: FieldValue.delete(),
        redactedAt: Timestamp.now(),
      });
    } catch (err) {
      // Nothing stored for the session (deleted with its member, or never made): nothing to do.
      if (!isNotFound(err)) throw err;
    }
  },
};
