// User Communication (admin): count users, find them by e-mail or display-name prefix, and
// send one an ADMIN notice (delivered by the adminMessages trigger).
import { Timestamp } from 'firebase-admin/firestore';
import {
  LIMITS,
  NOTIFICATION_MESSAGES,
  isDocumentId,
  type AdminMessageAnswer,
  type UserSearchAnswer,
  type UserSearchItem,
  type UsersCountAnswer,
} from '@xmates/domain';
import { adminMessagesCollection } from '../db/notifications';
import { countUsers, displayNameOf, userRef, usersCollection } from '../db/users';
import { HttpError } from '../http/http-error';

/** GET /api/admin/users/count: the spec does not name the field, so both names carry it. */
export async function usersCount(): Promise<UsersCountAnswer> {
  const count = await countUsers();
  return { count, total: count };
}

/**
 * The first `max` users whose lower-cased `field` starts with `prefix` (a range on one field:
 * no index).
 */
function byPrefix(field: 'emailLower' | 'displayNameLower', prefix: string, max: number) {
  return usersCollection()
    .where(field, '>=', prefix)
    .where(field, '<', `${prefix}\uf8ff`)
    .orderBy(field)
    .limit(max)
    .get();
}

/**
 * A page of users (20), e-mail matches first, then display-name matches not already listed.
 * Page n reads up to n × 20 + 1 users of each prefix, so the search is paged to
 * LIMITS.userSearchPagesMax (an admin types more of the name instead).
 */
export async function searchUsers(query: string, page: number): Promise<UserSearchAnswer> {
  const prefix = query.trim().toLowerCase();
  const size = LIMITS.userSearchMax;
  const upTo = page * size + 1;
  const [byEmail, byName] = await Promise.all([
    byPrefix('emailLower', prefix, upTo),
    byPrefix('displayNameLower', prefix, upTo),
  ]);
  const found = new Map<string, UserSearchItem>();
  for (const doc of [...byEmail.docs, ...byName.docs]) {
    const { email, displayName } = doc.data();
    found.set(doc.id, { _id: doc.id, id: doc.id, email, displayName });
  }
  const all = [...found.values()];
  return {
    users: all.slice((page - 1) * size, page * size),
    page,
    hasMore: all.length > page * size && page < LIMITS.userSearchPagesMax,
  };
}

export async function sendAdminMessage(
  adminUid: string,
  uid: string,
  message: string,
): Promise<AdminMessageAnswer> {
  if (!isDocumentId(uid) || !(await userRef(uid).get()).exists) {
    throw new HttpError(404, NOTIFICATION_MESSAGES.userNotFound);
  }
  const ref = adminMessagesCollection().doc();
  await ref.create({
    to: uid,
    from: adminUid,
    fromName: await displayNameOf(adminUid),
    message,
    createdAt: Timestamp.now(),
  });
  return { sent: true, id: ref.id };
}
