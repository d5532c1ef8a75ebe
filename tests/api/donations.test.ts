// POST /api/donate/checkout, the local test checkout, the Stripe webhook (signature, event-id
// idempotency, events out of order), donationTotals, GET /api/donations/supporter and the
// admin Donations routes (list, aggregated statistics, CSV).
import { describe, expect, it } from 'vitest';
import {
  DONATION_MESSAGES,
  type AdminDonationsPage,
  type CheckoutAnswer,
  type DonationStatsAnswer,
  type LocalCheckoutAnswer,
  type LocalCheckoutDoneAnswer,
  type SupporterAnswer,
} from '@xmates/domain';
import { adminDb, existsAt, storedAt } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember } from '../support/auth';
import { XMATES_URL } from '../support/env';
import { paths } from '../support/paths';
import {
  deliver,
  paymentSession,
  recordedMonthly,
  recordedPaymentSession,
  refundedCharge,
  stripeEvent,
  stripeId,
} from './stripe-helpers';

const donation = (id: string) => storedAt(paths.donation(id));
const totals = (uid: string) => storedAt(paths.donationTotalsOf(uid));
const eventRecord = (id: string) => existsAt(paths.stripeEvent(id));
const localOrders = async (uid: string) =>
  (await adminDb.collection(paths.localCheckouts).where('uid', '==', uid).get()).size;

async function checkout(token: string, body: unknown) {
  return api<CheckoutAnswer>('POST', '/api/donate/checkout', { token, body });
}

describe('POST /api/donate/checkout', () => {
  it.each([
    [199, DONATION_MESSAGES.minimum],
    [1.99, DONATION_MESSAGES.minimum],
    ['ten', DONATION_MESSAGES.minimum],
    [-500, DONATION_MESSAGES.minimum],
    [500001, DONATION_MESSAGES.maximum],
  ])('refuses the amount %j with 400 and starts nothing', async (amount, message) => {
    const member = await newVerifiedMember('donor-bad');
    const res = await checkout(member.idToken, { amount });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message, code: 'invalid-input', field: 'amount' });
    expect(await localOrders(member.uid)).toBe(0);
  });

  it('refuses a bad receipt e-mail, an unknown interval and a signed-out caller', async () => {
    const member = await newVerifiedMember('donor-bad');
    const email = await checkout(member.idToken, { amount: 500, email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({ error: DONATION_MESSAGES.invalidEmail, field: 'email' });
    const interval = await checkout(member.idToken, { amount: 500, interval: 'year' });
    expect(interval.status).toBe(400);
    const visitor = await api('POST', '/api/donate/checkout', { body: { amount: 500 } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error).toBe(DONATION_MESSAGES.loginRequired);
    expect(await localOrders(member.uid)).toBe(0);
  });

  it('returns the payer to the configured site, whatever host the request claims', async () => {
    const member = await newVerifiedMember('donor-host');
    const res = await api<CheckoutAnswer>('POST', '/api/donate/checkout', {
      token: member.idToken,
      body: { amount: 500 },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.status).toBe(200);
    expect(res.body.url).not.toContain('evil.example');
    expect(new URL(res.body.url, XMATES_URL).origin).toBe(new URL(XMATES_URL).origin);
  });

  it('leads to the local test checkout, which pays through the real webhook', async () => {
    const member = await newVerifiedMember('donor-once');
    const res = await checkout(member.idToken, { amount: 2000 });
    expect(res.status).toBe(200);
    const url = new URL(res.body.url, 'http://x');
    expect(url.pathname).toBe('/donate/local-checkout');
    const sessionId = url.searchParams.get('session') ?? '';

    const other = await newVerifiedMember('donor-other');
    const stranger = await api('GET', `/api/donate/local-checkout/${sessionId}`, {
      token: other.idToken,
    });
    expect(stranger.status).toBe(404);

    const order = await api<LocalCheckoutAnswer>('GET', `/api/donate/local-checkout/${sessionId}`, {
      token: member.idToken,
    });
    expect(order.body).toEqual({
      sessionId,
      amount: 2000,
      recurring: false,
      email: member.email,
      state: 'open',
    });

    const done = await api<LocalCheckoutDoneAnswer>(
      'POST',
      `/api/donate/local-checkout/${sessionId}/complete`,
      { token: member.idToken },
    );
    expect(done.status).toBe(200);
    expect(done.body.url).toBe(`/donate/success?session_id=${sessionId}`);
    expect(await donation(sessionId)).toMatchObject({
      amount: 2000,
      status: 'paid',
      recurring: false,
      uid: member.uid,
      email: member.email,
      sessionId,
    });
    expect(await totals(member.uid)).toMatchObject({ paidCents: 2000, countPaid: 1 });

    const again = await api('POST', `/api/donate/local-checkout/${sessionId}/complete`, {
      token: member.idToken,
    });
    expect(again.status).toBe(404);
    expect(await totals(member.uid)).toMatchObject({ paidCents: 2000, countPaid: 1 });

    const supporter = await api<SupporterAnswer>('GET', '/api/donations/supporter', {
      token: member.idToken,
    });
    expect(supporter.body.supporter).toBe(true);
    expect(supporter.body.lastPaidAt).toEqual(expect.any(String));
  });

  it('records each monthly payment from its invoice, linked to the session', async () => {
    const member = await newVerifiedMember('donor-monthly');
    const res = await checkout(member.idToken, { amount: 2000, interval: 'month' });
    const sessionId = new URL(res.body.url, 'http://x').searchParams.get('session') ?? '';
    await api('POST', `/api/donate/local-checkout/${sessionId}/complete`, {
      token: member.idToken,
    });
    const stored = await adminDb.collection(paths.donations).where('uid', '==', member.uid).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]?.id).toMatch(/^in_/);
    expect(stored.docs[0]?.data()).toMatchObject({
      amount: 2000,
      recurring: true,
      status: 'paid',
      sessionId,
    });
    expect(await totals(member.uid)).toMatchObject({ paidCents: 2000, countPaid: 1 });
  });

  it('cancelling the local checkout records nothing', async () => {
    const member = await newVerifiedMember('donor-cancel');
    const res = await checkout(member.idToken, { amount: 500 });
    const sessionId = new URL(res.body.url, 'http://x').searchParams.get('session') ?? '';
    const done = await api<LocalCheckoutDoneAnswer>(
      'POST',
      `/api/donate/local-checkout/${sessionId}/cancel`,
      { token: member.idToken },
    );
    expect(done.body.url).toBe('/donate/cancel');
    expect(await donation(sessionId)).toBeUndefined();
    expect(await totals(member.uid)).toBeUndefined();
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad or missing signature with 400 and writes nothing', async () => {
    const member = await newVerifiedMember('hook-bad');
    const session = paymentSession({ uid: member.uid, amount: 900, email: member.email });
    const event = stripeEvent('checkout.session.completed', session);
    const forged = await deliver(event, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    const unsigned = await api('POST', '/api/stripe/webhook', { body: event });
    expect(unsigned.status).toBe(400);
    expect(await donation(session.id)).toBeUndefined();
    expect(await eventRecord(event.id)).toBe(false);
    expect(await totals(member.uid)).toBeUndefined();
  });

  it('handles the same event delivered twice once', async () => {
    const member = await newVerifiedMember('hook-twice');
    const session = await recordedPaymentSession({ ...member, amount: 1500 });
    const event = stripeEvent('checkout.session.completed', session);
    const first = await deliver(event);
    const second = await deliver(event);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(second.body).toEqual({ received: true, duplicate: true });
    const stored = await adminDb.collection(paths.donations).where('uid', '==', member.uid).get();
    expect(stored.size).toBe(1);
    expect(await totals(member.uid)).toMatchObject({ paidCents: 1500, countPaid: 1 });
  });

  it('stays right when events come out of order', async () => {
    const member = await newVerifiedMember('hook-order');
    const pi = stripeId('pi');
    const paid = await recordedPaymentSession({ ...member, amount: 6000, paymentIntent: pi });
    const refund = stripeEvent('charge.refunded', refundedCharge(pi, 6000, true));

    // A refund before its payment is recorded: 500 (Stripe retries), nothing written.
    const early = await deliver(refund);
    expect(early.status).toBe(500);
    expect(await eventRecord(refund.id)).toBe(false);

    expect((await deliver(stripeEvent('checkout.session.completed', paid))).status).toBe(200);
    // A late "unpaid" or "failed" for the same session does not undo the payment.
    await deliver(stripeEvent('checkout.session.completed', { ...paid, payment_status: 'unpaid' }));
    await deliver(stripeEvent('checkout.session.async_payment_failed', paid));
    expect(await donation(paid.id)).toMatchObject({ status: 'paid' });
    expect(await totals(member.uid)).toMatchObject({ paidCents: 6000, countPaid: 1 });

    // The refund, redelivered, now applies; a later "paid" does not revive the donation.
    expect((await deliver(refund)).status).toBe(200);
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', paid));
    expect(await donation(paid.id)).toMatchObject({ status: 'refunded' });
    expect(await totals(member.uid)).toEqual({ paidCents: 0, countPaid: 0, lastPaidAt: null });
  });

  it('records a pending payment, then its async success; a failed invoice; a cancelled subscription', async () => {
    const member = await newVerifiedMember('hook-async');
    const session = await recordedPaymentSession({ ...member, amount: 700, paid: false });
    await deliver(stripeEvent('checkout.session.completed', session));
    expect(await donation(session.id)).toMatchObject({ status: 'pending' });
    expect(await totals(member.uid)).toBeUndefined();
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', session));
    expect(await donation(session.id)).toMatchObject({ status: 'paid' });
    expect(await totals(member.uid)).toMatchObject({ paidCents: 700, countPaid: 1 });

    const monthly = await recordedMonthly({ ...member, amount: 1000 });
    await deliver(stripeEvent('checkout.session.completed', monthly.session));
    const invoice = monthly.invoice(1000, false);
    await deliver(stripeEvent('invoice.payment_failed', invoice));
    expect(await donation(invoice.id)).toMatchObject({
      status: 'failed',
      recurring: true,
      amount: 1000,
      uid: member.uid,
      sessionId: monthly.session.id,
    });
    await deliver(
      stripeEvent('customer.subscription.deleted', {
        id: monthly.subscription,
        customer: invoice.customer,
      }),
    );
    const stored = await adminDb.doc(paths.donationSubscription(monthly.subscription)).get();
    expect(stored.data()).toMatchObject({ status: 'cancelled', uid: member.uid });
    expect(await totals(member.uid)).toMatchObject({ paidCents: 700, countPaid: 1 });
  });
});

describe('GET /api/donations/supporter', () => {
  it('answers members about themselves only, admins about anyone', async () => {
    const member = await newVerifiedMember('supporter');
    const other = await newVerifiedMember('supporter-other');
    const own = await api<SupporterAnswer>(
      'GET',
      `/api/donations/supporter?email=${member.email}`,
      {
        token: member.idToken,
      },
    );
    expect(own.body).toEqual({ supporter: false, lastPaidAt: null });
    const nosy = await api('GET', `/api/donations/supporter?email=${other.email}`, {
      token: member.idToken,
    });
    expect(nosy.status).toBe(403);
    await deliver(
      stripeEvent(
        'checkout.session.completed',
        await recordedPaymentSession({ ...other, amount: 300 }),
      ),
    );
    const admin = await newAdmin('supporter-admin');
    const asAdmin = await api<SupporterAnswer>(
      'GET',
      `/api/donations/supporter?email=${encodeURIComponent(other.email)}`,
      { token: admin.idToken },
    );
    expect(asAdmin.body.supporter).toBe(true);
    expect((await api('GET', '/api/donations/supporter')).status).toBe(401);
  });
});

describe('admin donations', () => {
  it('lists, counts and exports the filtered set; members are refused', async () => {
    const member = await newVerifiedMember('donations-admin');
    const email = member.email;
    const sessions = [
      await recordedPaymentSession({ uid: member.uid, amount: 2000, email }),
      await recordedPaymentSession({ uid: member.uid, amount: 5000, email }),
      await recordedPaymentSession({ uid: member.uid, amount: 999, email, paid: false }),
    ];
    for (const s of sessions) await deliver(stripeEvent('checkout.session.completed', s));
    // A donor whose e-mail a spreadsheet would read as a formula.
    const evil = await recordedPaymentSession({
      uid: member.uid,
      amount: 300,
      email: '=cmd@evil.example',
    });
    await deliver(stripeEvent('checkout.session.completed', evil));
    const admin = await newAdmin('donations-admin');
    const q = encodeURIComponent(member.uid);

    const list = await api<AdminDonationsPage>('GET', `/api/admin/donations?q=${q}&limit=20`, {
      token: admin.idToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(4);
    expect(list.body.pages).toBe(1);
    const pending = await api<AdminDonationsPage>(
      'GET',
      `/api/admin/donations?q=${q}&status=pending&recurring=false`,
      { token: admin.idToken },
    );
    expect(pending.body.items.map((d) => d._id)).toEqual([sessions[2]?.id]);

    const stats = await api<DonationStatsAnswer>('GET', `/api/admin/donations/stats?q=${q}`, {
      token: admin.idToken,
    });
    expect(stats.body.filtered).toMatchObject({
      totalPaidCents: 7300,
      countPaid: 3,
      countRefunded: 0,
      countMonthlyPaid: 0,
      countOneTimePaid: 3,
      avgPaidCents: 2433,
    });
    expect(stats.body.filtered.latestPaidAt).toEqual(expect.any(String));
    expect(stats.body.thisMonth.countPaid).toBeGreaterThanOrEqual(3);

    const byEmail = await api<AdminDonationsPage>(
      'GET',
      `/api/admin/donations?q=${encodeURIComponent(email.toUpperCase())}`,
      { token: admin.idToken },
    );
    expect(byEmail.body.total).toBe(3);

    const csv = await api<string>('GET', `/api/admin/donations/export?q=${q}`, {
      token: admin.idToken,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,amountCents,amountAud,currency,recurring,status,email,sessionId,customerId,uid,paidAt',
    );
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.startsWith(evil.id))).toContain(`,'=cmd@evil.example,`);

    for (const path of [
      '/api/admin/donations',
      '/api/admin/donations/stats',
      '/api/admin/donations/export',
    ]) {
      expect((await api('GET', path, { token: member.idToken })).status, path).toBe(403);
    }
    const bad = await api('GET', '/api/admin/donations?status=lost', { token: admin.idToken });
    expect(bad.status).toBe(400);
  });
});
