import { describe, expect, it } from 'vitest';
import { paidEvents } from '../handlers/local-checkout';
import { changeOf } from './stripe-events';

const order = (recurring: boolean) => ({
  uid: 'u1',
  amount: 2000,
  recurring,
  email: 'ann@example.com',
  createdAt: null as never,
  state: 'open' as const,
});

const changesOf = (events: object[]) =>
  events.map((e) => {
    const { type, data } = e as { type: string; data: { object: unknown } };
    return changeOf(type, data.object);
  });

describe('Stripe events as changes', () => {
  it('records a one-time Checkout payment under its session', () => {
    const [change] = changesOf(paidEvents('cs_test_1', order(false)));
    expect(change).toMatchObject({
      kind: 'payment',
      donationId: 'cs_test_1',
      status: 'paid',
      amount: 2000,
      recurring: false,
      email: 'ann@example.com',
      sessionId: 'cs_test_1',
      stated: { kind: 'one-off', amount: 2000, currency: 'aud' },
    });
    expect(change).not.toHaveProperty('uid');
  });

  it('links a monthly session to its subscription and records each paid invoice', () => {
    const [session, invoice] = changesOf(paidEvents('cs_test_2', order(true)));
    expect(session).toMatchObject({
      kind: 'subscription',
      status: 'active',
      sessionId: 'cs_test_2',
      stated: { kind: 'monthly', amount: 2000, currency: 'aud' },
    });
    expect(invoice).toMatchObject({
      kind: 'payment',
      status: 'paid',
      recurring: true,
      stated: { kind: 'monthly', amount: 2000, currency: 'aud' },
      fromCheckout: true,
    });
  });

  it('reads an unpaid session as pending, a failed invoice as failed, refunds and chargebacks', () => {
    const session = {
      id: 'cs_3',
      mode: 'payment',
      payment_status: 'unpaid',
      amount_total: 500,
      payment_intent: 'pi_3',
      metadata: { uid: 'u' },
    };
    expect(changeOf('checkout.session.completed', session)).toMatchObject({ status: 'pending' });
    expect(changeOf('checkout.session.async_payment_failed', session)).toMatchObject({
      status: 'failed',
    });
    const invoice = {
      id: 'in_4',
      amount_paid: 0,
      amount_due: 1000,
      subscription: 'sub_4',
      customer: { id: 'cus_4' },
    };
    expect(changeOf('invoice.payment_failed', invoice)).toMatchObject({
      status: 'failed',
      amount: 1000,
      subscriptionId: 'sub_4',
      customerId: 'cus_4',
    });
    const charge = { id: 'ch', created: 1_700_000_000, payment_intent: 'pi_3' };
    expect(
      changeOf('charge.refunded', { ...charge, refunded: true, amount_refunded: 500 }),
    ).toEqual({ kind: 'refund', paymentIntentId: 'pi_3', refundedCents: 'all', createdMs: 1.7e12 });
    expect(
      changeOf('charge.refunded', { ...charge, refunded: false, amount_refunded: 200 }),
    ).toMatchObject({ kind: 'refund', refundedCents: 200 });
    const dispute = { id: 'dp', created: 1_700_000_000, payment_intent: 'pi_3' };
    expect(changeOf('charge.dispute.closed', { ...dispute, status: 'lost' })).toMatchObject({
      kind: 'refund',
      refundedCents: 'all',
    });
    expect(changeOf('charge.dispute.closed', { ...dispute, status: 'won' })).toMatchObject({
      kind: 'ignored',
    });
  });

  it('refuses a payload of an unexpected shape', () => {
    expect(() => changeOf('invoice.paid', { id: 'in_5' })).toThrow();
  });
});
