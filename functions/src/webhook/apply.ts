// One Stripe event, applied in one transaction with its stripeEvents/{id} record: a redelivered
// or duplicated event finds its record and changes nothing; a failure changes nothing and the
// event is answered 500, so Stripe delivers it again.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  donationSearchKeys,
  nextDonationStatus,
  totalsDelta,
  type DonationStatus,
} from '@xmates/domain';
import {
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
import type { EventChange, PaymentChange } from './events';

/** A refund whose payment is not recorded yet (events out of order): Stripe retries it later. */
export class PaymentNotYetRecorded extends Error {
  constructor(paymentIntentId: string) {
    super(`No donation for payment ${paymentIntentId} yet`);
    this.name = 'PaymentNotYetRecorded';
  }
}

export interface ApplyResult {
  duplicate: boolean;
  outcome: string;
}

interface Move {
  id: string;
  before: StoredDonation | null;
  after: StoredDonation;
}

/** The totals document after one donation's move (paid adds, a refund subtracts). */
function nextTotals(
  current: StoredDonationTotals | undefined,
  move: Move,
): StoredDonationTotals | null {
  const delta = totalsDelta(move.before?.status ?? null, move.after.status, move.after.amount);
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
  sessionFromSubscription: string | null,
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
    uid: personal(change.uid, before?.uid),
    sessionId: pick(change.sessionId ?? sessionFromSubscription, before?.sessionId),
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
    paidAt: becamePaid ? now : (before?.paidAt ?? null),
    updatedAt: now,
    searchKeys: donationSearchKeys({ ...fields, id }),
    ...(before?.anonymised && { anonymised: true }),
  };
  return { id, before, after };
}

async function readMove(
  tx: Transaction,
  change: EventChange,
  now: Timestamp,
): Promise<Move | null> {
  if (change.kind === 'payment') {
    const [snap, sub] = await Promise.all([
      tx.get(donationRef(change.donationId)),
      change.subscriptionId ? tx.get(subscriptionRef(change.subscriptionId)) : null,
    ]);
    const session = sub?.data()?.sessionId ?? null;
    return movePayment(change.donationId, snap.data() ?? null, change, session, now);
  }
  if (change.kind === 'refund') {
    const found = (await tx.get(donationsByPayment(change.paymentIntentId))).docs[0];
    if (!found) throw new PaymentNotYetRecorded(change.paymentIntentId);
    const before = found.data();
    const status: DonationStatus = nextDonationStatus(before.status, 'refunded');
    return { id: found.id, before, after: { ...before, status, updatedAt: now } };
  }
  return null;
}

type SubscriptionChange = Extract<EventChange, { kind: 'subscription' }>;

/** The subscription after the change: known fields kept, and once cancelled it stays cancelled. */
async function readSubscription(
  tx: Transaction,
  change: SubscriptionChange,
  now: Timestamp,
): Promise<StoredSubscription> {
  const before = (await tx.get(subscriptionRef(change.subscriptionId))).data();
  const cancelled = change.status === 'cancelled' || before?.status === 'cancelled';
  const anonymised = before?.anonymised === true;
  return {
    uid: anonymised ? null : (before?.uid ?? change.uid),
    email: anonymised ? null : (before?.email ?? change.email),
    sessionId: before?.sessionId ?? change.sessionId,
    customerId: anonymised ? null : (before?.customerId ?? change.customerId),
    status: cancelled ? 'cancelled' : 'active',
    createdAt: before?.createdAt ?? now,
    cancelledAt: before?.cancelledAt ?? (cancelled ? now : null),
    ...(anonymised && { anonymised: true }),
  };
}

export async function applyEvent(
  eventId: string,
  type: string,
  change: EventChange,
): Promise<ApplyResult> {
  return runTransaction(async (tx) => {
    const now = Timestamp.now();
    const eventRef = stripeEventRef(eventId);
    if ((await tx.get(eventRef)).exists) return { duplicate: true, outcome: 'already handled' };

    const move = await readMove(tx, change, now);
    const totalsRef = move?.after.uid ? donationTotalsRef(move.after.uid) : null;
    const totals = totalsRef ? (await tx.get(totalsRef)).data() : undefined;
    const subscription =
      change.kind === 'subscription' ? await readSubscription(tx, change, now) : null;

    let outcome = change.kind === 'ignored' ? `ignored: ${change.reason}` : '';
    if (move) {
      tx.set(donationRef(move.id), move.after);
      const next = nextTotals(totals, move);
      if (totalsRef && next) tx.set(totalsRef, next);
      outcome = `donation ${move.id} ${move.before?.status ?? 'new'} → ${move.after.status}`;
    }
    if (change.kind === 'subscription' && subscription) {
      tx.set(subscriptionRef(change.subscriptionId), subscription);
      outcome = `subscription ${change.subscriptionId} ${subscription.status}`;
    }
    tx.create(eventRef, { type, receivedAt: now, outcome });
    return { duplicate: false, outcome };
  });
}
