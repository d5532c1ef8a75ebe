// The local test verification (emulator only; its routes are mounted only on the emulator,
// like the local checkout's). Completing it does what Stripe Identity does once a document is
// checked: it sends the event Stripe would send, signed with the local webhook secret, to the
// real webhook through the Hosting rewrite, and the webhook records the outcome exactly as in
// production. The typed date of birth waits on the local document only until the webhook
// reads it (services/local-age-provider.ts deletes it as it reads it). Cancelling sends
// Stripe's canceled event.
import { FieldValue } from 'firebase-admin/firestore';
import {
  AGE_MESSAGES,
  type LocalVerificationAnswer,
  type LocalVerificationDoneAnswer,
} from '@xmates/domain';
import { siteOrigin } from '../config';
import { localVerificationRef, type StoredLocalVerification } from '../db/age';
import { runTransaction } from '../db/firebase';
import { HttpError } from '../http/http-error';
import { AGE_RESULT_PATH } from '../services/age-provider';
import { deliverLocalEvent, localEvent } from '../services/stripe';

const notFound = () => new HttpError(404, AGE_MESSAGES.localVerificationNotFound);

export async function readLocalVerification(
  sessionId: string,
  uid: string,
): Promise<LocalVerificationAnswer> {
  const verification = (await localVerificationRef(sessionId).get()).data();
  if (!verification || verification.uid !== uid) throw notFound();
  return { sessionId, state: verification.state };
}

/** Marks the verification finished once (a second click or tab is refused, as at Stripe). */
function finish(sessionId: string, uid: string, change: Partial<StoredLocalVerification>) {
  return runTransaction(async (tx) => {
    const ref = localVerificationRef(sessionId);
    const verification = (await tx.get(ref)).data();
    if (!verification || verification.uid !== uid || verification.state !== 'open') {
      throw notFound();
    }
    tx.update(ref, change);
  });
}

/** An identity.verification_session event of this session, in Stripe's shape. */
function sessionEvent(sessionId: string, uid: string, status: 'verified' | 'canceled') {
  return localEvent(`identity.verification_session.${status}`, {
    id: sessionId,
    object: 'identity.verification_session',
    type: 'document',
    status,
    metadata: { uid },
    last_error: null,
    url: null,
  });
}

const done = (sessionId: string): LocalVerificationDoneAnswer => ({
  returnUrl: `${siteOrigin()}${AGE_RESULT_PATH}?session=${encodeURIComponent(sessionId)}`,
});

export async function completeLocalVerification(
  sessionId: string,
  uid: string,
  dateOfBirth: string,
): Promise<LocalVerificationDoneAnswer> {
  await finish(sessionId, uid, { state: 'complete', dateOfBirth });
  try {
    await deliverLocalEvent(sessionEvent(sessionId, uid, 'verified'));
  } catch (err) {
    // The webhook did not take it: the date of birth does not stay behind.
    await localVerificationRef(sessionId).update({ dateOfBirth: FieldValue.delete() });
    throw err;
  }
  return done(sessionId);
}

export async function cancelLocalVerification(
  sessionId: string,
  uid: string,
): Promise<LocalVerificationDoneAnswer> {
  await finish(sessionId, uid, { state: 'cancelled' });
  await deliverLocalEvent(sessionEvent(sessionId, uid, 'canceled'));
  return done(sessionId);
}
