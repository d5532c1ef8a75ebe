// What the Stripe webhook credits: only the Checkout sessions POST /api/donate/checkout
// recorded (checkoutSessions), in AUD, of the recorded kind and amount, within the donation
// limits, to the member the record names; every other payment is acknowledged (200, so Stripe
// stops) and credited to no one. Refunds (partial, full, replayed) and lost disputes lower
// the totals, and the supporter tiers a refund no longer reaches are taken back.
import { describe, expect, it } from 'vitest';
import { DONATION_MAX_CENTS, type CheckoutAnswer } from '@xmates/domain';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, type Account } from '../support/auth';
import { paths } from '../support/paths';
import { storedProfile } from './helpers';
import { syncedMember } from './link-helpers';
import { afterTriggers } from './notification-helpers';
import {
  deliver,
  paymentSession,
  recordSession,
  recordedMonthly,
  recordedPaymentSession,
  refundedCharge,
  stripeEvent,
  stripeId,
} from './stripe-helpers';

const key = (suffix: string) => `xmates_${suffix}`;

const donation = (id: string) => storedAt(paths.donation(id));
const totals = (uid: string) => storedAt(paths.donationTotalsOf(uid));
const handled = (id: string) => storedAt(paths.stripeEvent(id));
const recorded = (id: string) => storedAt(paths.checkoutSession(id));

/** Delivers a completed session and expects it acknowledged, handled and credited to no one. */
async function expectNotCredited(
  session: Record<string, unknown> & { id: string },
  uid: string,
  reason: string,
) {
  const event = stripeEvent('checkout.session.completed', session);
  const res = await deliver(event);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ received: true, duplicate: false });
  expect(await handled(event.id)).toMatchObject({ outcome: `not credited: ${reason}` });
  expect(await donation(session.id)).toBeUndefined();
  expect(await totals(uid)).toBeUndefined();
}

describe('what POST /api/donate/checkout records', () => {
  it('records each session it creates: the member, once or monthly, the amount, AUD', async () => {
    const member = await newVerifiedMember('credit-record');
    for (const [body, kind] of [
      [{ amount: 2500 }, 'one-off'],
      [{ amount: 700, interval: 'month' }, 'monthly'],
    ] as const) {
      const res = await api<CheckoutAnswer>('POST', '/api/donate/checkout', {
        token: member.idToken,
        body,
      });
      const sessionId = new URL(res.body.url, 'http://x').searchParams.get('session') ?? '';
      expect(await recorded(sessionId)).toMatchObject({
        uid: member.uid,
        kind,
        amount: body.amount,
        currency: 'aud',
      });
    }
  });
});

describe('the webhook credits only sessions this app recorded', () => {
  it('does not credit a session this app did not create', async () => {
    const member = await newVerifiedMember('credit-foreign');
    const session = paymentSession({ uid: member.uid, amount: 2000, email: member.email });
    await expectNotCredited(session, member.uid, 'not-recorded');
  });

  it('does not credit a session in another currency', async () => {
    const member = await newVerifiedMember('credit-usd');
    const session = await recordedPaymentSession({ ...member, amount: 2000 });
    await expectNotCredited({ ...session, currency: 'usd' }, member.uid, 'currency');
  });

  it('does not credit an amount over the limit or other than the recorded one', async () => {
    const member = await newVerifiedMember('credit-amount');
    const over = paymentSession({
      uid: member.uid,
      amount: DONATION_MAX_CENTS + 1,
      email: member.email,
    });
    await recordSession(over.id, member.uid, 'one-off', DONATION_MAX_CENTS + 1);
    await expectNotCredited(over, member.uid, 'amount-out-of-limits');

    const other = await recordedPaymentSession({ ...member, amount: 2000 });
    await expectNotCredited({ ...other, amount_total: 20_000 }, member.uid, 'amount-differs');
    await expectNotCredited(
      { ...other, mode: 'subscription', subscription: 'sub_x' },
      member.uid,
      'kind',
    );
  });

  it('credits a recorded AUD session once, to the member the record names', async () => {
    const member = await newVerifiedMember('credit-once');
    const someoneElse = await newVerifiedMember('credit-claimed');
    const session = await recordedPaymentSession({ ...member, amount: 2000 });
    // The metadata and client reference a session carries are not what the webhook trusts.
    const claimed = {
      ...session,
      client_reference_id: someoneElse.uid,
      metadata: { uid: someoneElse.uid },
    };
    for (let i = 0; i < 2; i += 1) {
      expect((await deliver(stripeEvent('checkout.session.completed', claimed))).status).toBe(200);
    }
    expect(await donation(session.id)).toMatchObject({
      uid: member.uid,
      status: 'paid',
      amount: 2000,
    });
    expect(await totals(member.uid)).toMatchObject({ paidCents: 2000, countPaid: 1 });
    expect(await totals(someoneElse.uid)).toBeUndefined();
  });
});

describe('monthly donations', () => {
  it('credits the invoices of a subscription born from a recorded session, at its amount', async () => {
    const member = await newVerifiedMember('credit-monthly');
    const monthly = await recordedMonthly({ ...member, amount: 1000 });
    // The first invoice before its session (events out of order): retried until it is linked.
    const first = monthly.invoice();
    expect((await deliver(stripeEvent('invoice.paid', first))).status).toBe(500);
    expect(await donation(first.id)).toBeUndefined();
    expect((await deliver(stripeEvent('checkout.session.completed', monthly.session))).status).toBe(
      200,
    );
    expect((await deliver(stripeEvent('invoice.paid', first))).status).toBe(200);
    expect(await donation(first.id)).toMatchObject({ status: 'paid', uid: member.uid });

    // A renewal of another amount or currency is not credited.
    const more = stripeEvent('invoice.paid', monthly.invoice(5000));
    expect((await deliver(more)).status).toBe(200);
    expect(await handled(more.id)).toMatchObject({ outcome: 'not credited: amount-differs' });
    const usd = stripeEvent('invoice.paid', { ...monthly.invoice(), currency: 'usd' });
    expect((await deliver(usd)).status).toBe(200);
    expect(await handled(usd.id)).toMatchObject({ outcome: 'not credited: currency' });

    expect((await deliver(stripeEvent('invoice.paid', monthly.invoice()))).status).toBe(200);
    expect(await totals(member.uid)).toMatchObject({ paidCents: 2000, countPaid: 2 });
  });

  it('does not credit invoices of a subscription no recorded session started', async () => {
    const member = await newVerifiedMember('credit-foreign-sub');
    const subscription = stripeId('sub');
    const invoice = {
      id: stripeId('in'),
      object: 'invoice',
      created: Math.floor(Date.now() / 1000),
      currency: 'aud',
      amount_paid: 1000,
      amount_due: 1000,
      customer: stripeId('cus'),
      parent: { subscription_details: { subscription, metadata: null } },
    };
    const event = stripeEvent('invoice.paid', invoice);
    expect((await deliver(event)).status).toBe(200);
    expect(await handled(event.id)).toMatchObject({ outcome: 'not credited: not-recorded' });
    // Naming a member in the metadata: retried while young, acknowledged once a day old.
    const claiming = {
      ...invoice,
      id: stripeId('in'),
      parent: { subscription_details: { subscription, metadata: { uid: member.uid } } },
    };
    expect((await deliver(stripeEvent('invoice.paid', claiming))).status).toBe(500);
    const old = { ...claiming, created: Math.floor(Date.now() / 1000) - 2 * 24 * 3600 };
    expect((await deliver(stripeEvent('invoice.paid', old))).status).toBe(200);
    // A monthly session this app did not record starts no subscription either.
    const session = {
      ...paymentSession({ uid: member.uid, amount: 1000, email: member.email }),
      mode: 'subscription',
      payment_intent: null,
      subscription,
    };
    expect((await deliver(stripeEvent('checkout.session.completed', session))).status).toBe(200);
    const sub = await adminDb.doc(paths.donationSubscription(subscription)).get();
    expect(sub.exists).toBe(false);
    expect((await deliver(stripeEvent('invoice.paid', old))).status).toBe(200);
    expect(await donation(old.id)).toBeUndefined();
    expect(await totals(member.uid)).toBeUndefined();
  });
});

const badgesOf = async (member: Account): Promise<string[]> =>
  ((await storedProfile(member.uid))?.badges as string[] | undefined) ?? [];

async function expectBadges(member: Account, expected: string[]) {
  await expect
    .poll(async () => (await badgesOf(member)).sort(), { timeout: 30_000 })
    .toEqual([...expected].sort());
}

describe('refunds', () => {
  it('lower the totals by what was refunded, once per event, and take back tiers', async () => {
    const member = await syncedMember('credit-refund');
    const pi = stripeId('pi');
    const session = await recordedPaymentSession({ ...member, amount: 6000, paymentIntent: pi });
    await deliver(stripeEvent('checkout.session.completed', session));
    await expectBadges(member, [key('supporter'), key('gold_supporter')]);

    // A partial refund of $15: $45 left, below gold ($50); replayed, it counts once.
    const partial = stripeEvent('charge.refunded', refundedCharge(pi, 1500, false));
    expect((await deliver(partial)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(partial)).body).toEqual({ received: true, duplicate: true });
    // Stripe states the running total: another event of the same refund changes nothing.
    await deliver(stripeEvent('charge.refunded', refundedCharge(pi, 1500, false)));
    expect(await totals(member.uid)).toMatchObject({ paidCents: 4500, countPaid: 1 });
    expect(await donation(session.id)).toMatchObject({ status: 'paid', refundedCents: 1500 });
    await expectBadges(member, [key('supporter')]);

    // The rest: nothing left, no supporter badge.
    const full = stripeEvent('charge.refunded', refundedCharge(pi, 6000, true));
    await deliver(full);
    await deliver(full);
    expect(await totals(member.uid)).toEqual({ paidCents: 0, countPaid: 0, lastPaidAt: null });
    expect(await donation(session.id)).toMatchObject({ status: 'refunded', refundedCents: 6000 });
    await expectBadges(member, []);
    await afterTriggers(member.uid);
    expect(await badgesOf(member)).toEqual([]);
  });

  it('treats a lost dispute as a full refund; one won changes nothing', async () => {
    const member = await newVerifiedMember('credit-dispute');
    const pi = stripeId('pi');
    const session = await recordedPaymentSession({ ...member, amount: 3000, paymentIntent: pi });
    await deliver(stripeEvent('checkout.session.completed', session));
    const dispute = {
      id: stripeId('dp'),
      object: 'dispute',
      created: Math.floor(Date.now() / 1000),
      payment_intent: pi,
    };
    await deliver(stripeEvent('charge.dispute.closed', { ...dispute, status: 'won' }));
    expect(await totals(member.uid)).toMatchObject({ paidCents: 3000, countPaid: 1 });
    await deliver(stripeEvent('charge.dispute.closed', { ...dispute, status: 'lost' }));
    expect(await totals(member.uid)).toMatchObject({ paidCents: 0, countPaid: 0 });
    expect(await donation(session.id)).toMatchObject({ status: 'refunded' });
  });

  it('acknowledges the refund of a payment never credited once the charge is a day old', async () => {
    const charge = refundedCharge(stripeId('pi'), 500, true);
    expect((await deliver(stripeEvent('charge.refunded', charge))).status).toBe(500);
    const old = { ...charge, created: charge.created - 2 * 24 * 3600 };
    const event = stripeEvent('charge.refunded', old);
    expect((await deliver(event)).status).toBe(200);
    expect(await handled(event.id)).toMatchObject({ outcome: 'not credited: not-recorded' });
  });
});
