import { describe, expect, it } from 'vitest';
import { paidEvents } from '../handlers/local-checkout';
import { changeOf } from './events';

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
      uid: 'u1',
      email: 'ann@example.com',
      sessionId: 'cs_test_1',
    });
  });

  it('links a monthly session to its subscription and records each paid invoice', () => {
    const [session, invoice] = changesOf(paidEvents('cs_test_2', order(true)));
    expect(session).toMatchObject({
      kind: 'subscription',
      status: 'active',
      sessionId: 'cs_test_2',
    });
    expect(invoice).toMatchObject({ kind: 'payment', status: 'paid', recurring: true, uid: 'u1' });
  });

  it('reads an unpaid session as pending, a failed invoice as failed, a full refund', () => {
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
    expect(
      changeOf('charge.refunded', { id: 'ch', refunded: true, payment_intent: 'pi_3' }),
    ).toEqual({ kind: 'refund', paymentIntentId: 'pi_3' });
    expect(
      changeOf('charge.refunded', { id: 'ch', refunded: false, payment_intent: 'pi_3' }),
    ).toMatchObject({ kind: 'ignored' });
  });

  it('refuses a payload of an unexpected shape', () => {
    expect(() => changeOf('invoice.paid', { id: 'in_5' })).toThrow();
  });
});
