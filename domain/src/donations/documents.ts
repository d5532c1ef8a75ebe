/** The donation collections' stored shapes; T is the SDK's timestamp type. */

export const DONATION_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/**
 * donations/{id}: one payment. A one-time donation's id is its Checkout session's id; each
 * monthly payment is its own donation, its id the invoice's. Server-only.
 */
export interface DonationDoc<T> {
  createdAt: T;
  /** In cents (AUD). */
  amount: number;
  recurring: boolean;
  status: DonationStatus;
  /** The receipt e-mail, else the member's. */
  email: string | null;
  sessionId: string | null;
  customerId: string | null;
  uid: string | null;
  /**
   * Cents refunded so far (charge.refunded states the charge's running total); the member's
   * totals count amount − refundedCents while the donation is paid.
   */
  refundedCents?: number;
  /** The payment this donation refunds against (charge.refunded names it). */
  paymentIntentId: string | null;
  subscriptionId: string | null;
  /** When it was paid (null until then): the statistics' "this month" and latest paid. */
  paidAt: T | null;
  updatedAt: T;
  /** Lower-cased words the admin search matches exactly (see donationSearchKeys). */
  searchKeys: string[];
  /**
   * Set when the member's personal data was deleted: the record stays for the law without
   * e-mail, uid or customer, and no later event of Stripe's brings them back.
   */
  anonymised?: true;
}

/**
 * donationTotals/{uid}: what a member has given, kept by the webhook in the transaction of
 * each payment or refund. Server-only; the badge trigger awards supporter badges from it, and
 * takes back the tiers a refund brings it below.
 */
export interface DonationTotalsDoc<T = unknown> {
  paidCents: number;
  countPaid: number;
  lastPaidAt: T | null;
}

/**
 * stripeEvents/{eventId}: a webhook event already handled, created in the transaction of its
 * changes, so a redelivered event changes nothing. Server-only.
 */
export interface StripeEventDoc<T> {
  type: string;
  receivedAt: T;
  /** What the event changed ("donation in_123 paid"), for the record. */
  outcome: string;
}

/**
 * donationSubscriptions/{subscriptionId}: a monthly donation's subscription, from its
 * Checkout session (so its invoices name the session) until it is cancelled. Server-only.
 */
export interface DonationSubscriptionDoc<T> {
  uid: string | null;
  email: string | null;
  sessionId: string | null;
  customerId: string | null;
  status: 'active' | 'cancelled';
  createdAt: T;
  cancelledAt: T | null;
  /** Set when the member's personal data was deleted (see DonationDoc.anonymised). */
  anonymised?: true;
}

/** A donation once, or every month (a subscription). */
export type CheckoutKind = 'one-off' | 'monthly';

/**
 * checkoutSessions/{sessionId}: a Checkout session this app's checkout created, written when
 * it is created (production and the emulator alike). The webhook credits a session, and the
 * invoices of a subscription born from one, only when they match it. Server-only.
 */
export interface CheckoutSessionDoc<T> {
  /** The donor; null once the member's data was deleted. */
  uid: string | null;
  kind: CheckoutKind;
  /** In cents: what the session (or each month) charges. */
  amount: number;
  currency: string;
  createdAt: T;
}

/**
 * localCheckouts/{sessionId}: a checkout started on the emulator, waiting on the local test
 * checkout page. Never written in production. Server-only.
 */
export interface LocalCheckoutDoc<T> {
  uid: string;
  amount: number;
  recurring: boolean;
  email: string | null;
  createdAt: T;
  state: 'open' | 'complete' | 'cancelled';
}
