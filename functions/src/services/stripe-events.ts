// Stripe events as the changes they make. The event's object is read with small schemas of
// the few fields used (Stripe adds fields and moves some between API versions: an invoice's
// subscription is under `parent.subscription_details` in current versions and at the top in
// older ones), so a payload of an unexpected shape is refused instead of half-read.
//
// The uid an event names (metadata, client_reference_id) is never trusted: the webhook
// credits the member its own record of the session names (checkoutSessions), and only a
// session or invoice that states the recorded kind, amount and currency (`stated`).
import { z } from 'zod';
import type { DonationStatus, StatedPayment } from '@xmates/domain';

/**
 * An event naming a payment or subscription not recorded yet (events come out of order):
 * Stripe retries it later, while the object is younger than UNKNOWN_RETRY_MS
 * (handlers/donation-events.ts).
 */
export class PaymentNotYetRecorded extends Error {
  constructor(what: string) {
    super(`No record of ${what} yet`);
    this.name = 'PaymentNotYetRecorded';
  }
}

/** A payment to record (created, or moved forward: see nextDonationStatus). */
export interface PaymentChange {
  kind: 'payment';
  donationId: string;
  status: DonationStatus;
  amount: number;
  recurring: boolean;
  email: string | null;
  sessionId: string | null;
  customerId: string | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  /** What Stripe says was charged, checked against the recorded session. */
  stated: StatedPayment;
  /** When Stripe created the invoice or session (ms): a young unknown one may be retried. */
  createdMs: number | null;
  /** An invoice whose subscription carries this app's metadata (so may yet be linked). */
  fromCheckout: boolean;
}

/** Money given back: the charge's refunded total so far, or all of it (a lost dispute). */
export interface RefundChange {
  kind: 'refund';
  paymentIntentId: string;
  refundedCents: number | 'all';
  createdMs: number | null;
}

export interface SubscriptionChange {
  kind: 'subscription';
  subscriptionId: string;
  status: 'active' | 'cancelled';
  email: string | null;
  sessionId: string | null;
  customerId: string | null;
  /** The session's own statement (a new subscription); null for a cancellation. */
  stated: StatedPayment | null;
}

export type EventChange =
  PaymentChange | RefundChange | SubscriptionChange | { kind: 'ignored'; reason: string };

/** The types the webhook handles; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
  'charge.refunded',
  'charge.dispute.closed',
]);

const id = z.string().min(1);
/** An id field Stripe may send as the id, an expanded object, or null. */
const ref = z
  .union([id, z.object({ id }), z.null()])
  .optional()
  .transform((v) => (typeof v === 'string' ? v : (v?.id ?? null)));
const metadata = z
  .object({ uid: z.string().optional(), receiptEmail: z.string().optional() })
  .nullish();

const created = z.number().int().nullish();
const currency = z.string().nullish();

const session = z.object({
  id,
  created,
  currency,
  mode: z.enum(['payment', 'subscription', 'setup']),
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  customer: ref,
  customer_email: z.string().nullish(),
  customer_details: z.object({ email: z.string().nullish() }).nullish(),
  metadata,
  payment_intent: ref,
  subscription: ref,
});

const subscriptionDetails = z.object({ subscription: ref, metadata }).nullish();
const invoice = z.object({
  id,
  created,
  currency,
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  customer: ref,
  customer_email: z.string().nullish(),
  parent: z.object({ subscription_details: subscriptionDetails }).nullish(),
  subscription: ref,
  subscription_details: subscriptionDetails,
  payment_intent: ref,
  payments: z
    .object({ data: z.array(z.object({ payment: z.object({ payment_intent: ref }) })) })
    .nullish(),
});

const subscription = z.object({ id, customer: ref, metadata });
const charge = z.object({
  id,
  created,
  refunded: z.boolean(),
  amount_refunded: z.number().int().min(0),
  payment_intent: ref,
});
const dispute = z.object({ id, created, status: z.string(), payment_intent: ref });

const msOf = (seconds: number | null | undefined) => (seconds ? seconds * 1000 : null);

const firstOf = (...values: (string | null | undefined)[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? null;

function fromSession(object: unknown, status: DonationStatus | 'by-payment'): EventChange {
  const s = session.parse(object);
  const stated = (kind: StatedPayment['kind']): StatedPayment => ({
    kind,
    amount: s.amount_total ?? 0,
    currency: s.currency ?? null,
  });
  const email = firstOf(s.metadata?.receiptEmail, s.customer_details?.email, s.customer_email);
  if (s.mode === 'subscription') {
    if (!s.subscription) return { kind: 'ignored', reason: 'subscription session without id' };
    // Monthly payments are recorded from their invoices; the session links them to it.
    return {
      kind: 'subscription',
      subscriptionId: s.subscription,
      status: 'active',
      email,
      sessionId: s.id,
      customerId: s.customer,
      stated: stated('monthly'),
    };
  }
  if (s.mode !== 'payment') return { kind: 'ignored', reason: `mode ${s.mode}` };
  const paid = s.payment_status === 'paid' || s.payment_status === 'no_payment_required';
  return {
    kind: 'payment',
    donationId: s.id,
    status: status === 'by-payment' ? (paid ? 'paid' : 'pending') : status,
    amount: s.amount_total ?? 0,
    recurring: false,
    email,
    sessionId: s.id,
    customerId: s.customer,
    paymentIntentId: s.payment_intent,
    subscriptionId: null,
    stated: stated('one-off'),
    createdMs: msOf(s.created),
    fromCheckout: true,
  };
}

function fromInvoice(object: unknown, status: 'paid' | 'failed'): EventChange {
  const i = invoice.parse(object);
  const details = i.parent?.subscription_details ?? i.subscription_details;
  const subscriptionId = details?.subscription ?? i.subscription;
  if (!subscriptionId) return { kind: 'ignored', reason: 'invoice of no subscription' };
  const amount = status === 'paid' ? i.amount_paid : i.amount_due;
  return {
    kind: 'payment',
    donationId: i.id,
    status,
    amount,
    recurring: true,
    email: firstOf(details?.metadata?.receiptEmail, i.customer_email),
    sessionId: null,
    customerId: i.customer,
    paymentIntentId: i.payments?.data[0]?.payment.payment_intent ?? i.payment_intent,
    subscriptionId,
    stated: { kind: 'monthly', amount, currency: i.currency ?? null },
    createdMs: msOf(i.created),
    fromCheckout: firstOf(details?.metadata?.uid) !== null,
  };
}

/** What an event of a handled type changes. */
export function changeOf(type: string, object: unknown): EventChange {
  switch (type) {
    case 'checkout.session.completed':
      return fromSession(object, 'by-payment');
    case 'checkout.session.async_payment_succeeded':
      return fromSession(object, 'paid');
    case 'checkout.session.async_payment_failed':
      return fromSession(object, 'failed');
    case 'invoice.paid':
      return fromInvoice(object, 'paid');
    case 'invoice.payment_failed':
      return fromInvoice(object, 'failed');
    case 'customer.subscription.deleted': {
      const s = subscription.parse(object);
      return {
        kind: 'subscription',
        subscriptionId: s.id,
        status: 'cancelled',
        email: firstOf(s.metadata?.receiptEmail),
        sessionId: null,
        customerId: s.customer,
        stated: null,
      };
    }
    case 'charge.refunded': {
      const c = charge.parse(object);
      if (!c.payment_intent) return { kind: 'ignored', reason: 'charge of no payment' };
      // amount_refunded is the charge's running total: a partial refund lowers the donation
      // by it, a full one (refunded: true) refunds the donation.
      return {
        kind: 'refund',
        paymentIntentId: c.payment_intent,
        refundedCents: c.refunded ? 'all' : c.amount_refunded,
        createdMs: msOf(c.created),
      };
    }
    case 'charge.dispute.closed': {
      const d = dispute.parse(object);
      // A lost dispute (chargeback) takes the payment back, like a full refund.
      if (d.status !== 'lost') return { kind: 'ignored', reason: `dispute ${d.status}` };
      if (!d.payment_intent) return { kind: 'ignored', reason: 'dispute of no payment' };
      return {
        kind: 'refund',
        paymentIntentId: d.payment_intent,
        refundedCents: 'all',
        createdMs: msOf(d.created),
      };
    }
    default:
      return { kind: 'ignored', reason: `type ${type}` };
  }
}
