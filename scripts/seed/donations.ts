/**
 * The demo's donations, given the way members give: POST /api/donate/checkout, then the local
 * test checkout's "Pay", which sends Stripe's signed events to the webhook (one-time: the
 * session; monthly: the session and its first invoice). A refund is what Stripe sends when
 * the payment is refunded in its dashboard: a signed charge.refunded event to the webhook.
 * So donations, donationTotals, the monthly subscription and the Stripe event records are the
 * webhook's own. The members' supporter badges follow from the totals it kept (index.ts).
 */
import {
  COLLECTIONS,
  DONATION_INTERVAL,
  type BadgeMeasures,
  type CheckoutAnswer,
  type LocalCheckoutDoneAnswer,
} from '@xmates/domain';
import { XMATES_URL } from '@xmates/tests/env';
import { deliver, refundedCharge, stripeEvent } from '@xmates/tests/stripe';
import type { Firestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, accountByUid } from './accounts';
import { call, signedIn, type Caller } from './callers';

interface Gift {
  uid: string;
  /** In cents (AUD). */
  amount: number;
  monthly?: true;
  /** Refunded in full after it was paid. */
  refunded?: true;
}

/**
 * $103.00 paid in five payments (two of them the first months of monthly donations), and
 * $30.00 refunded: Demo Member ($25, monthly and once) and VelvetLens ($8) are supporters,
 * ReelSeeker ($70) a gold supporter; PopcornPilot meant to give $3, asked for the $30 back
 * (see contact.ts) and holds no supporter badge.
 */
export const GIFTS: readonly Gift[] = [
  { uid: 'demo-member', amount: 1000, monthly: true },
  { uid: 'demo-member', amount: 1500 },
  { uid: 'demo-reelseeker', amount: 5000 },
  { uid: 'demo-reelseeker', amount: 2000, monthly: true },
  { uid: 'demo-velvetlens', amount: 800 },
  { uid: 'demo-popcornpilot', amount: 3000, refunded: true },
];

/** Pays one gift through the local checkout; its Checkout session's id. */
async function give(donor: Caller, gift: Gift): Promise<string> {
  const interval = gift.monthly ? DONATION_INTERVAL : null;
  const checkout = await call<CheckoutAnswer>(donor, 'POST', '/api/donate/checkout', {
    amount: gift.amount,
    interval,
  });
  const session = new URL(checkout.url, XMATES_URL).searchParams.get('session') ?? '';
  await call<LocalCheckoutDoneAnswer>(
    donor,
    'POST',
    `/api/donate/local-checkout/${session}/complete`,
  );
  return session;
}

/** Refunds a one-time gift in full, as Stripe reports it. */
async function refund(db: Firestore, session: string, gift: Gift): Promise<void> {
  const donation = await db.collection(COLLECTIONS.donations).doc(session).get();
  const paymentIntent: unknown = donation.get('paymentIntentId');
  if (typeof paymentIntent !== 'string') throw new Error(`donation ${session} has no payment`);
  const res = await deliver(
    stripeEvent('charge.refunded', refundedCharge(paymentIntent, gift.amount, true)),
  );
  if (res.status !== 200) throw new Error(`the refund of ${session} answered ${res.status}`);
}

/** What each demo account has given, as donationTotals/{uid} holds it (the badges' measures). */
async function storedTotals(db: Firestore): Promise<Map<string, BadgeMeasures>> {
  const refs = DEMO_ACCOUNTS.map((a) => db.collection(COLLECTIONS.donationTotals).doc(a.uid));
  const snaps = await db.getAll(...refs);
  return new Map(
    snaps
      .filter((s) => s.exists)
      .map((s) => [
        s.id,
        { paidCents: Number(s.get('paidCents')), paidCount: Number(s.get('countPaid')) },
      ]),
  );
}

/**
 * Gives GIFTS unless an earlier run already did (a donor's totals exist), and answers the
 * totals the webhook kept.
 */
export async function tellDonations(db: Firestore): Promise<Map<string, BadgeMeasures>> {
  const told = await storedTotals(db);
  if (told.size > 0) return told;
  const donors = new Map<string, Caller>();
  for (const gift of GIFTS) {
    const donor = donors.get(gift.uid) ?? (await signedIn(accountByUid(gift.uid)));
    donors.set(gift.uid, donor);
    const session = await give(donor, gift);
    if (gift.refunded) await refund(db, session, gift);
  }
  return storedTotals(db);
}
