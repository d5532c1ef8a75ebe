import type { DonationView } from '@xmates/domain';
import type { StoredDonation } from '../db/donations';

export function toDonationView(id: string, d: StoredDonation): DonationView {
  return {
    _id: id,
    createdAt: d.createdAt.toDate().toISOString(),
    amount: d.amount,
    recurring: d.recurring,
    status: d.status,
    email: d.email,
    sessionId: d.sessionId,
    customerId: d.customerId,
    uid: d.uid,
    paidAt: d.paidAt?.toDate().toISOString() ?? null,
  };
}
