import type { DonationStatus } from './documents';

/**
 * Webhook events may arrive in any order and more than once, so a donation's status only
 * moves forward: pending → paid or failed, failed → paid (a retried payment), paid → refunded.
 * A late "pending" or "failed" never undoes a payment, and nothing leaves refunded.
 */
const RANK: Record<DonationStatus, number> = { pending: 0, failed: 1, paid: 2, refunded: 3 };

export function nextDonationStatus(
  current: DonationStatus | null,
  incoming: DonationStatus,
): DonationStatus {
  if (current === null) return incoming;
  return RANK[incoming] > RANK[current] ? incoming : current;
}

/** What a status change does to the member's totals: paid adds, a refund of a paid one subtracts. */
export function totalsDelta(
  before: DonationStatus | null,
  after: DonationStatus,
  amount: number,
): { cents: number; count: number } {
  const wasPaid = before === 'paid';
  const isPaid = after === 'paid';
  if (wasPaid === isPaid) return { cents: 0, count: 0 };
  return isPaid ? { cents: amount, count: 1 } : { cents: -amount, count: -1 };
}
