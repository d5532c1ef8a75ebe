/** Stored badge documents. T is the writer's Timestamp type (Admin SDK or web SDK). */
import type { BadgeDefinition } from './badges';

/** badges/{key}: one definition (id = key); anyone reads, admins edit through the API. */
export interface BadgeDoc<T = unknown> extends BadgeDefinition {
  updatedAt?: T;
}

/**
 * donationTotals/{uid}: a member's paid donations added up, maintained by the donations work
 * (server-only). The supporter badges are awarded from it; a refund that lowers it takes no
 * badge back.
 */
export interface DonationTotalsDoc<T = unknown> {
  paidCents: number;
  countPaid: number;
  lastPaidAt: T | null;
}
