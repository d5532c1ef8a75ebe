// The Stripe webhook's donation events (routers/stripe-webhook.ts): one event, applied in one
// transaction with its stripeEvents/{id} record: a redelivered or duplicated event finds its
// record and changes nothing; a failure changes nothing and the event is answered 500, so
// Stripe delivers it again. A payment is credited only when it
// matches a session this app's checkout recorded (checkoutSessions); any other is recorded as
// handled, credited to no one, and answered 200 so that Stripe does not retry it.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  donationSearchKeys,
  nextDonationStatus,
  paymentMismatch,
  totalsDelta,
  type PaymentMismatch,
} from '@xmates/domain';
import {
  checkoutSessionRef,
  donationRef,
  donationTotalsRef,
  donationsByPayment,
  stripeEventRef,
  subscriptionRef,
  type StoredDonation,
  type StoredDonationTotals,
  type StoredSubscription,
} from '../db/donations';
import { runTransaction } from '../db/firebase';
import {
  HANDLED_EVENTS,
  PaymentNotYetRecorded,
  changeOf,
  type EventChange,
  type PaymentChange,
  type RefundChange,
  type SubscriptionChange,
} from '../services/stripe-events';

/**
 * How long after Stripe created it an unknown payment's refund, or an unknown subscription's
 * invoice, is answered 500 (retried): its session may still be on its way. Later it is no
 * payment of this app's, acknowledged and not credited.
 */
export const UNKNOWN_RETRY_MS = 24 * 60 * 60 * 1000;

export interface ApplyResult {
  duplicate: boolean;
  outcome: string;
  /** Why a payment of the event was credited to no one. */
  notCredited?: PaymentMismatch;
}

interface Move {
  id: string;
  before: StoredDonation | null;
  after: StoredDonation;
}

const retryable = (createdMs: number | null, now: Timestamp) =>
  createdMs !== null && now.toMillis() - createdMs < UNKNOWN_RETRY_MS;

/** The totals document after one donation's move (paid adds, a refund subtracts). */
function nextTotals(
  current: StoredDonationTotals | undefined,
  move: Move,
): StoredDonationTotals | null {
  const delta = totalsDelta(move.before, move.after);
  if (delta.count === 0 && delta.cents === 0) return null;
  const paidCents = Math.max(0, (current?.paidCents ?? 0) + delta.cents);
  const countPaid = Math.max(0, (current?.countPaid ?? 0) + delta.count);
  const paidAt = move.after.paidAt;
  let lastPaidAt = current?.lastPaidAt ?? null;
  if (delta.count > 0 && paidAt && (!lastPaidAt || paidAt.toMillis() > lastPaidAt.toMillis())) {
    lastPaidAt = paidAt;
  }
  return { paidCents, countPaid, lastPaidAt: countPaid === 0 ? null : lastPaidAt };
}

function movePayment(
  id: string,
  before: StoredDonation | null,
  change: PaymentChange,
  credited: { uid: string | null; sessionId: string | null },
  now: Timestamp,
): Move {
  const status = nextDonationStatus(before?.status ?? null, change.status);
  const pick = <T>(incoming: T | null, stored: T | null | undefined): T | null =>
    stored ?? incoming ?? null;
  // A record whose member's data was deleted keeps no one's details, whatever the event says.
  const personal = <T>(incoming: T | null, stored: T | null | undefined): T | null =>
    before?.anonymised ? null : pick(incoming, stored);
  const fields = {
    email: personal(change.email, before?.email),
    uid: personal(credited.uid, before?.uid),
    sessionId: pick(credited.sessionId, before?.sessionId),
    customerId: personal(change.customerId, before?.customerId),
    paymentIntentId: pick(change.paymentIntentId, before?.paymentIntentId),
    subscriptionId: pick(change.subscriptionId, before?.subscriptionId),
  };
  const becamePaid = status === 'paid' && before?.status !== 'paid';
  const after: StoredDonation = {
    createdAt: before?.createdAt ?? now,
    // A failed invoice states what was due; the paid one what was paid.
    amount:
      status === change.status && change.amount > 0
        ? change.amount
        : (before?.amount ?? change.amount),
    recurring: change.recurring,
    status,
    ...fields,
    ...(before?.refundedCents !== undefined && { refundedCents: before.refundedCents }),
    paidAt: becamePaid ? now : (before?.paidAt ?? null),
    updatedAt: now,
    searchKeys: donationSearchKeys({ ...fields, id }),
    ...(before?.anonymised && { anonymised: true }),
  };
  return { id, before, after };
}

/**
 * A payment of a recorded session: a one-time session names it itself, an invoice through
 * the subscription that session started (whose uid, like the session's, the API recorded).
 */
async function readPayment(
  tx: Transaction,
  change: PaymentChange,
  now: Timestamp,
): Promise<Move | PaymentMismatch> {
  const [snap, sub] = await Promise.all([
    tx.get(donationRef(change.donationId)),
    change.subscriptionId ? tx.get(subscriptionRef(change.subscriptionId)) : null,
  ]);
  const subscription = sub?.data();
  if (sub && !subscription && change.fromCheckout && retryable(change.createdMs, now)) {
    throw new PaymentNotYetRecorded(`subscription ${change.subscriptionId}`);
  }
  const sessionId = sub ? (subscription?.sessionId ?? null) : change.sessionId;
  const record = sessionId ? (await tx.get(checkoutSessionRef(sessionId))).data() : undefined;
  const mismatch = paymentMismatch(record, change.stated);
  if (mismatch) return mismatch;
  const uid = sub ? (subscription?.uid ?? null) : (record?.uid ?? null);
  return movePayment(change.donationId, snap.data() ?? null, change, { uid, sessionId }, now);
}

/** A refund (or lost dispute) of a credited payment: its refunded total only grows. */
async function readRefund(
  tx: Transaction,
  change: RefundChange,
  now: Timestamp,
): Promise<Move | PaymentMismatch> {
  const found = (await tx.get(donationsByPayment(change.paymentIntentId))).docs[0];
  if (!found) {
    if (retryable(change.createdMs, now)) {
      throw new PaymentNotYetRecorded(`payment ${change.paymentIntentId}`);
    }
    return 'not-recorded';
  }
  const before = found.data();
  const stated = change.refundedCents === 'all' ? before.amount : change.refundedCents;
  const refundedCents = Math.min(before.amount, Math.max(before.refundedCents ?? 0, stated));
  const status =
    refundedCents >= before.amount ? nextDonationStatus(before.status, 'refunded') : before.status;
  return { id: found.id, before, after: { ...before, status, refundedCents, updatedAt: now } };
}

/**
 * The subscription after the change: a new one only from a recorded monthly session (its
 * member the record's); known fields kept, and once cancelled it stays cancelled.
 */
async function readSubscription(
  tx: Transaction,
  change: SubscriptionChange,
  now: Timestamp,
): Promise<StoredSubscription | PaymentMismatch> {
  const before = (await tx.get(subscriptionRef(change.subscriptionId))).data();
  let uid = before?.uid ?? null;
  if (change.stated) {
    const record = change.sessionId
      ? (await tx.get(checkoutSessionRef(change.sessionId))).data()
      : undefined;
    const mismatch = paymentMismatch(record, change.stated);
    if (mismatch) return mismatch;
    uid ??= record?.uid ?? null;
  } else if (!before) {
    return 'not-recorded';
  }
  const cancelled = change.status === 'cancelled' || before?.status === 'cancelled';
  const anonymised = before?.anonymised === true;
  return {
    uid: anonymised ? null : uid,
    email: anonymised ? null : (before?.email ?? change.email),
    sessionId: before?.sessionId ?? change.sessionId,
    customerId: anonymised ? null : (before?.customerId ?? change.customerId),
    status: cancelled ? 'cancelled' : 'active',
    createdAt: before?.createdAt ?? now,
    cancelledAt: before?.cancelledAt ?? (cancelled ? now : null),
    ...(anonymised && { anonymised: true }),
  };
}

function readChange(tx: Transaction, change: EventChange, now: Timestamp) {
  switch (change.kind) {
    case 'payment':
      return readPayment(tx, change, now);
    case 'refund':
      return readRefund(tx, change, now);
    case 'subscription':
      return readSubscription(tx, change, now);
    case 'ignored':
      return null;
  }
}

async function applyChange(
  eventId: string,
  type: string,
  change: EventChange,
): Promise<ApplyResult> {
  return runTransaction(async (tx) => {
    const now = Timestamp.now();
    const eventRef = stripeEventRef(eventId);
    if ((await tx.get(eventRef)).exists) return { duplicate: true, outcome: 'already handled' };

    const read = await readChange(tx, change, now);
    let result: ApplyResult = { duplicate: false, outcome: '' };
    if (change.kind === 'ignored') {
      result.outcome = `ignored: ${change.reason}`;
    } else if (typeof read === 'string') {
      result = { duplicate: false, outcome: `not credited: ${read}`, notCredited: read };
    } else if (read && 'after' in read) {
      const totalsRef = read.after.uid ? donationTotalsRef(read.after.uid) : null;
      const totals = totalsRef ? (await tx.get(totalsRef)).data() : undefined;
      tx.set(donationRef(read.id), read.after);
      const next = nextTotals(totals, read);
      if (totalsRef && next) tx.set(totalsRef, next);
      result.outcome = `donation ${read.id} ${read.before?.status ?? 'new'} → ${read.after.status}`;
    } else if (read && change.kind === 'subscription') {
      tx.set(subscriptionRef(change.subscriptionId), read);
      result.outcome = `subscription ${change.subscriptionId} ${read.status}`;
    }
    tx.create(eventRef, { type, receivedAt: now, outcome: result.outcome });
    return result;
  });
}

const donationChange = (type: string, object: unknown) =>
  HANDLED_EVENTS.has(type)
    ? changeOf(type, object)
    : { kind: 'ignored' as const, reason: `type ${type}` };

/**
 * Applies one event of any type but the age checks' (types the webhook does not handle are
 * recorded as ignored) and logs it; a payment credited to no one is logged
 * stripe.payment_not_credited.
 */
export async function applyDonationEvent(
  eventId: string,
  type: string,
  object: unknown,
): Promise<ApplyResult> {
  const result = await applyChange(eventId, type, donationChange(type, object));
  logger.info('stripe.event', { id: eventId, type, ...result });
  if (result.notCredited) {
    logger.warn('stripe.payment_not_credited', { id: eventId, type, reason: result.notCredited });
  }
  return result;
}
