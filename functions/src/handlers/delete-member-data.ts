// An admin deletes a member's personal data on a verified request (the data deletion page);
// the erasure itself is shared/erase-member.ts (resumable: the retention job finishes it).
import {
  DATA_RIGHTS_MESSAGES,
  confirmsMember,
  isDocumentId,
  type DeleteMemberDataAnswer,
} from '@xmates/domain';
import { findAuthUser } from '../db/firebase';
import { activeSubscriptionsOf } from '../db/member-data';
import type { Actor } from '../db/moderation';
import { profileRef, userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { eraseMember } from '../shared/erase-member';

/**
 * POST /api/admin/users/{uid}/delete-data: the admin typed the member's e-mail or display name
 * to confirm. An admin cannot delete their own account here, and a member whose monthly
 * donation is still active must be cancelled in Stripe first (its next payment would bring
 * the member's details back).
 */
export async function deleteMemberData(
  uid: string,
  confirm: string,
  actor: Actor,
): Promise<DeleteMemberDataAnswer> {
  if (!isDocumentId(uid)) throw new HttpError(404, DATA_RIGHTS_MESSAGES.memberNotFound);
  if (uid === actor.uid) throw new HttpError(400, DATA_RIGHTS_MESSAGES.notSelf);
  const [user, profile, record] = await Promise.all([
    userRef(uid).get(),
    profileRef(uid).get(),
    findAuthUser(uid),
  ]);
  if (!user.exists && !record) throw new HttpError(404, DATA_RIGHTS_MESSAGES.memberNotFound);
  const member = {
    email: user.data()?.email ?? record?.email ?? null,
    displayName: profile.data()?.displayName ?? user.data()?.displayName ?? null,
  };
  if (!confirmsMember(confirm, member)) {
    throw new HttpError(400, DATA_RIGHTS_MESSAGES.confirmMismatch, { field: 'confirm' });
  }
  const active = await activeSubscriptionsOf(uid).limit(1).get();
  if (!active.empty) throw new HttpError(409, DATA_RIGHTS_MESSAGES.activeSubscription);
  return { message: DATA_RIGHTS_MESSAGES.deleted, ...(await eraseMember(uid, actor)) };
}
