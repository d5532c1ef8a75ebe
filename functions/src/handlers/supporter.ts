// GET /api/donations/supporter?email=: whether an account has given (donationTotals), and when
// it last paid. A member may only ask about their own address; admins about anyone's.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { DONATION_MESSAGES, type SupporterAnswer } from '@xmates/domain';
import { donationTotalsRef } from '../db/donations';
import { findAuthUserByEmail } from '../db/firebase';
import { HttpError } from '../http/http-error';

export async function readSupporter(
  token: DecodedIdToken,
  email: string | null,
  isAdmin: boolean,
): Promise<SupporterAnswer> {
  const own = !email || email.trim().toLowerCase() === token.email?.toLowerCase();
  if (!own && !isAdmin) {
    throw new HttpError(403, DONATION_MESSAGES.supporterOwnOnly, { field: 'email' });
  }
  const uid = own ? token.uid : ((await findAuthUserByEmail(email.trim()))?.uid ?? null);
  const totals = uid ? (await donationTotalsRef(uid).get()).data() : undefined;
  return {
    supporter: (totals?.countPaid ?? 0) > 0,
    lastPaidAt: totals?.lastPaidAt?.toDate().toISOString() ?? null,
  };
}
