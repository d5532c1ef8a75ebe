// The session user of spec section 3, built from users/{uid}.
import type { Timestamp } from 'firebase-admin/firestore';
import type { SessionUser, UserDoc } from '@xmates/domain';

const iso = (value: Timestamp | null | undefined) => value?.toDate().toISOString() ?? null;

/**
 * isAdmin and role follow the caller's token claim as the stored flag confirms it
 * (middleware/auth.ts), so a revoked claim takes effect at once, and a granted one with the
 * next token.
 */
export function toSessionUser(uid: string, doc: UserDoc<Timestamp>, isAdmin: boolean): SessionUser {
  return {
    uid,
    id: uid,
    _id: uid,
    email: doc.email,
    displayName: doc.displayName,
    photoURL: doc.photoURL,
    emailVerified: doc.emailVerified,
    isAdmin,
    role: isAdmin ? 'admin' : 'member',
    createdAt: iso(doc.createdAt),
    lastLoginAt: iso(doc.lastLoginAt),
  };
}
