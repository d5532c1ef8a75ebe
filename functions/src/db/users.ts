// Typed access to users/{uid} and profiles/{uid}, and the session user built from them.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type ProfileDoc, type SessionUser, type UserDoc } from '@xmates/domain';
import { db } from './firebase';

/** users/{uid} as stored: the shared UserDoc plus the server-only login-metrics fields. */
export interface StoredUser extends UserDoc<Timestamp> {
  /** The last sign-in stamp the SPA sent with POST /api/users/login-metrics/ping. */
  loginStamp?: string | number | null;
  /** The login count at which the (currently disabled) nudge was last shown. */
  nudgeShownCount?: number;
}

export function userRef(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid) as DocumentReference<StoredUser>;
}

export function profileRef(uid: string) {
  return db().collection(COLLECTIONS.profiles).doc(uid) as DocumentReference<ProfileDoc<Timestamp>>;
}

const iso = (value: Timestamp | null | undefined) => value?.toDate().toISOString() ?? null;

/**
 * The session user of spec section 3. isAdmin and role follow the caller's token claim, not
 * what was stored, so a revoked claim takes effect with the next token.
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
