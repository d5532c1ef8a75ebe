// users/{uid} (private account data) and profiles/{uid} (what anyone may see of a member).
import type { Timestamp } from 'firebase-admin/firestore';
import {
  ANONYMOUS_NAME,
  COLLECTIONS,
  type NameClaimDoc,
  type ProfileDoc,
  type UserDoc,
} from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

/** users/{uid} as stored: the shared UserDoc plus the server-only login-metrics fields. */
export interface StoredUser extends UserDoc<Timestamp> {
  /** The last sign-in stamp the SPA sent with POST /api/users/login-metrics/ping. */
  loginStamp?: string | number | null;
  /** The login count at which the (currently disabled) nudge was last shown. */
  nudgeShownCount?: number;
}

export function usersCollection() {
  return typed<StoredUser>(db().collection(COLLECTIONS.users));
}

export function userRef(uid: string) {
  return usersCollection().doc(uid);
}

export function profileRef(uid: string) {
  return typed<ProfileDoc<Timestamp>>(db().collection(COLLECTIONS.profiles)).doc(uid);
}

/** The member's public name, or 'Anonymous' (one read of profiles/{uid}). */
export async function displayNameOf(uid: string): Promise<string> {
  const name = (await profileRef(uid).get()).data()?.displayName?.trim();
  return name || ANONYMOUS_NAME;
}

/** An aggregation: it never loads the user documents. */
export async function countUsers(): Promise<number> {
  return (await usersCollection().count().get()).data().count;
}

/** The member with this e-mail address (any case), reading no document fields. */
export async function uidForEmail(email: string): Promise<string | null> {
  const snap = await usersCollection()
    .where('emailLower', '==', email.trim().toLowerCase())
    .select()
    .limit(1)
    .get();
  return snap.docs[0]?.id ?? null;
}

export function nameClaimRef(key: string) {
  return typed<NameClaimDoc<Timestamp>>(db().collection(COLLECTIONS.nameClaims)).doc(key);
}
