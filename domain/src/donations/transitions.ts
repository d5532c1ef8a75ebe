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

/** The part of a donation that its member's totals count. */
export interface TotalsShare {
  status: DonationStatus;
  amount: number;
  refundedCents?: number;
}

/** What a donation adds to the totals: a paid one its amount less what was refunded of it. */
function shareOf(donation: TotalsShare | null): { cents: number; count: number } {
  if (donation?.status !== 'paid') return { cents: 0, count: 0 };
  return { cents: Math.max(0, donation.amount - (donation.refundedCents ?? 0)), count: 1 };
}

/**
 * What a donation's change does to the member's totals: paid adds its amount, a partial
 * refund subtracts what it refunded, a full refund the rest and the count.
 */
export function totalsDelta(
  before: TotalsShare | null,
  after: TotalsShare,
): { cents: number; count: number } {
  const [was, is] = [shareOf(before), shareOf(after)];
  return { cents: is.cents - was.cents, count: is.count - was.count };
}
