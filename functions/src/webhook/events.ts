// Stripe events as the changes they make. The event's object is read with small schemas of
// the few fields used (Stripe adds fields and moves some between API versions: an invoice's
// subscription is under `parent.subscription_details` in current versions and at the top in
// older ones), so a payload of an unexpected shape is refused instead of half-read.
import { z } from 'zod';
import type { DonationStatus } from '@xmates/domain';

/** A payment to record (created, or moved forward: see nextDonationStatus). */
export interface PaymentChange {
  kind: 'payment';
  donationId: string;
  status: DonationStatus;
  amount: number;
  recurring: boolean;
  email: string | null;
  uid: string | null;
  sessionId: string | null;
  customerId: string | null;
  paymentIntentId: string | null;
  subscriptionId: string | null;
}

export type EventChange =
  | PaymentChange
  | { kind: 'refund'; paymentIntentId: string }
  | {
      kind: 'subscription';
      subscriptionId: string;
      status: 'active' | 'cancelled';
      uid: string | null;
      email: string | null;
      sessionId: string | null;
      customerId: string | null;
    }
  | { kind: 'ignored'; reason: string };

/** The types the webhook handles; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.deleted',
  'charge.refunded',
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

const session = z.object({
  id,
  mode: z.enum(['payment', 'subscription', 'setup']),
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  client_reference_id: z.string().nullish(),
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
const charge = z.object({ id, refunded: z.boolean(), payment_intent: ref });

const firstOf = (...values: (string | null | undefined)[]) =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? null;

function fromSession(object: unknown, status: DonationStatus | 'by-payment'): EventChange {
  const s = session.parse(object);
  const uid = firstOf(s.metadata?.uid, s.client_reference_id);
  const email = firstOf(s.metadata?.receiptEmail, s.customer_details?.email, s.customer_email);
  if (s.mode === 'subscription') {
    if (!s.subscription) return { kind: 'ignored', reason: 'subscription session without id' };
    // Monthly payments are recorded from their invoices; the session links them to it.
    return {
      kind: 'subscription',
      subscriptionId: s.subscription,
      status: 'active',
      uid,
      email,
      sessionId: s.id,
      customerId: s.customer,
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
    uid,
    sessionId: s.id,
    customerId: s.customer,
    paymentIntentId: s.payment_intent,
    subscriptionId: null,
  };
}

function fromInvoice(object: unknown, status: 'paid' | 'failed'): EventChange {
  const i = invoice.parse(object);
  const details = i.parent?.subscription_details ?? i.subscription_details;
  const subscriptionId = details?.subscription ?? i.subscription;
  if (!subscriptionId) return { kind: 'ignored', reason: 'invoice of no subscription' };
  return {
    kind: 'payment',
    donationId: i.id,
    status,
    amount: status === 'paid' ? i.amount_paid : i.amount_due,
    recurring: true,
    email: firstOf(details?.metadata?.receiptEmail, i.customer_email),
    uid: firstOf(details?.metadata?.uid),
    sessionId: null,
    customerId: i.customer,
    paymentIntentId: i.payments?.data[0]?.payment.payment_intent ?? i.payment_intent,
    subscriptionId,
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
        uid: firstOf(s.metadata?.uid),
        email: firstOf(s.metadata?.receiptEmail),
        sessionId: null,
        customerId: s.customer,
      };
    }
    case 'charge.refunded': {
      const c = charge.parse(object);
      // A partial refund leaves the donation paid; only a full refund changes it.
      if (!c.refunded) return { kind: 'ignored', reason: 'partial refund' };
      if (!c.payment_intent) return { kind: 'ignored', reason: 'charge of no payment' };
      return { kind: 'refund', paymentIntentId: c.payment_intent };
    }
    default:
      return { kind: 'ignored', reason: `type ${type}` };
  }
}
