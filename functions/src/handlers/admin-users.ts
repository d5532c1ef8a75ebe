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

/** Users whose lower-cased `field` starts with `prefix` (a range on one field: no index). */
function byPrefix(field: 'emailLower' | 'displayNameLower', prefix: string) {
  return usersCollection()
    .where(field, '>=', prefix)
    .where(field, '<', `${prefix}\uf8ff`)
    .orderBy(field)
    .limit(LIMITS.userSearchMax)
    .get();
}

/** At most 20 users, e-mail matches first, then display-name matches. */
export async function searchUsers(query: string): Promise<UserSearchAnswer> {
  const prefix = query.trim().toLowerCase();
  const [byEmail, byName] = await Promise.all([
    byPrefix('emailLower', prefix),
    byPrefix('displayNameLower', prefix),
  ]);
  const found = new Map<string, UserSearchItem>();
  for (const doc of [...byEmail.docs, ...byName.docs]) {
    const { email, displayName } = doc.data();
    found.set(doc.id, { _id: doc.id, id: doc.id, email, displayName });
  }
  return { users: [...found.values()].slice(0, LIMITS.userSearchMax) };
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
