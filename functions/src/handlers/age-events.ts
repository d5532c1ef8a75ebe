// Stripe Identity's events about an age check (the one Stripe webhook, routers/stripe-webhook.ts,
// dispatches them here). Only sessions this app started (ageSessions) are acted on; any other
// is acknowledged, recorded as handled and logged. A verified session's date of birth is read
// once through the provider (outside the transaction: it is a call to Stripe, which then
// redacts the session), and only the outcome is kept: ageRecords/{uid} = {over18, method,
// verifiedAt}. Each event is applied once, in a transaction with its stripeEvents/{id} record,
// as the donations' are. An over-18 record is never downgraded. The custom claim
// `age: 'verified'` then mirrors the record (merged with the account's other claims); a
// replayed event mirrors it again, so a claim that failed to be set is set on Stripe's retry.
import { logger } from 'firebase-functions/logger';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { AgeSessionDoc } from '@xmates/domain';
import { stripeEventRef } from '../db/donations';
import {
  ageRecordRef,
  ageSessionRef,
  setAgeClaim,
  type StoredAgeRecord,
  type StoredAgeSession,
} from '../db/age';
import { runTransaction } from '../db/firebase';
import { AgeUnreadable, type AgeProvider } from '../services/age-provider';
import { ageProvider } from '../services/age-providers';

type SessionState = AgeSessionDoc['state'];

/** The identity events handled, and the state each one reports. */
const AGE_EVENTS: Record<string, 'verified' | 'failed' | 'canceled'> = {
  'identity.verification_session.verified': 'verified',
  'identity.verification_session.requires_input': 'failed',
  'identity.verification_session.canceled': 'canceled',
};

export const isAgeEvent = (type: string) => Object.hasOwn(AGE_EVENTS, type);

const verificationSession = z.object({ id: z.string().min(1) });

/** A session's outcome, once read, is final: a later event changes neither it nor the record. */
const readAlready = (state: SessionState | undefined) =>
  state === 'verified' || state === 'under18';

export interface AgeEventResult {
  duplicate: boolean;
  outcome: string;
}

/** What the event says the session is now: a verified one's outcome is read here, once. */
async function stateOf(
  reported: 'verified' | 'failed' | 'canceled',
  sessionId: string,
  provider: AgeProvider,
  now: Date,
): Promise<SessionState> {
  if (reported !== 'verified') return reported;
  try {
    return (await provider.over18(sessionId, now)) ? 'verified' : 'under18';
  } catch (err) {
    if (!(err instanceof AgeUnreadable)) throw err;
    logger.warn('age.unreadable', { sessionId, error: err.message });
    return 'failed';
  }
}

/** Applies one age-check event and logs it (stripe.event, as the donations' events). */
export async function applyAgeEvent(
  eventId: string,
  type: string,
  object: unknown,
  provider: AgeProvider = ageProvider(),
): Promise<AgeEventResult> {
  const result = await recordAgeEvent(eventId, type, object, provider);
  logger.info('stripe.event', { id: eventId, type, ...result });
  return result;
}

async function recordAgeEvent(
  eventId: string,
  type: string,
  object: unknown,
  provider: AgeProvider,
): Promise<AgeEventResult> {
  const reported = AGE_EVENTS[type];
  if (!reported) throw new Error(`Not an age event: ${type}`);
  const sessionId = verificationSession.parse(object).id;
  const [handled, before] = await Promise.all([
    stripeEventRef(eventId).get(),
    ageSessionRef(sessionId).get(),
  ]);
  const known = before.data();
  if (handled.exists) {
    if (known) await mirrorClaim(known.uid);
    return { duplicate: true, outcome: 'already handled' };
  }
  const read =
    known && !readAlready(known.state)
      ? await stateOf(reported, sessionId, provider, new Date())
      : null;

  const result = await runTransaction(async (tx) => {
    const now = Timestamp.now();
    const eventRef = stripeEventRef(eventId);
    const [event, snap] = await Promise.all([tx.get(eventRef), tx.get(ageSessionRef(sessionId))]);
    if (event.exists) return { duplicate: true, outcome: 'already handled', uid: null };
    const session = snap.data();
    const stored = session ? (await tx.get(ageRecordRef(session.uid))).data() : undefined;
    let outcome: string;
    if (!session) {
      logger.warn('age.unknown_session', { id: eventId, type, sessionId });
      outcome = `ignored: age session ${sessionId} not started here`;
    } else if (readAlready(session.state) || !read) {
      outcome = `age session ${sessionId} stays ${session.state}`;
    } else {
      outcome = record(tx, { sessionId, session, state: read, stored, now });
    }
    tx.create(eventRef, { type, receivedAt: now, outcome });
    return { duplicate: false, outcome, uid: session?.uid ?? null };
  });
  if (result.uid) await mirrorClaim(result.uid);
  return { duplicate: result.duplicate, outcome: result.outcome };
}

/** The session's new state, and the member's record when the session's outcome was read. */
function record(
  tx: Transaction,
  change: {
    sessionId: string;
    session: StoredAgeSession;
    state: SessionState;
    stored: StoredAgeRecord | undefined;
    now: Timestamp;
  },
): string {
  const { sessionId, session, state, stored, now } = change;
  tx.update(ageSessionRef(sessionId), { state, updatedAt: now });
  const moved = `age session ${sessionId} ${session.state} → ${state}`;
  if (state !== 'verified' && state !== 'under18') return moved;
  if (stored?.over18 === true) return `${moved}; record stays over 18`;
  const over18 = state === 'verified';
  tx.set(ageRecordRef(session.uid), { over18, method: session.method, verifiedAt: now });
  return `${moved}; record over18 ${over18}`;
}

/** The age claim mirrors the member's record (no record: the claims are left as they are). */
async function mirrorClaim(uid: string): Promise<void> {
  const over18 = (await ageRecordRef(uid).get()).data()?.over18;
  if (over18 !== undefined) await setAgeClaim(uid, over18);
}
