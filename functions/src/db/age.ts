// Age assurance's collections (all server-only): each member's outcome (ageRecords), the
// verification sessions this app started (ageSessions), and the emulator's local test
// verifications (localVerifications). The custom claim `age: 'verified'` mirrors the record.
import type { Timestamp } from 'firebase-admin/firestore';
import {
  AGE_CLAIM,
  AGE_CLAIM_VERIFIED,
  COLLECTIONS,
  type AgeRecordDoc,
  type AgeSessionDoc,
  type LocalVerificationDoc,
} from '@xmates/domain';
import { typed } from './converter';
import { db, findAuthUser, adminAuth } from './firebase';

export type StoredAgeRecord = AgeRecordDoc<Timestamp>;
export type StoredAgeSession = AgeSessionDoc<Timestamp>;
export type StoredLocalVerification = LocalVerificationDoc<Timestamp>;

export const ageRecordRef = (uid: string) =>
  typed<StoredAgeRecord>(db().collection(COLLECTIONS.ageRecords)).doc(uid);

const ageSessionsCollection = () =>
  typed<StoredAgeSession>(db().collection(COLLECTIONS.ageSessions));

export const ageSessionRef = (sessionId: string) => ageSessionsCollection().doc(sessionId);

/** A member's sessions: a handful at most (POST /api/age/verify has an hourly budget). */
export const memberAgeSessions = (uid: string) => ageSessionsCollection().where('uid', '==', uid);

const localVerificationsCollection = () =>
  typed<StoredLocalVerification>(db().collection(COLLECTIONS.localVerifications));

export const localVerificationRef = (sessionId: string) =>
  localVerificationsCollection().doc(sessionId);

export const memberLocalVerifications = (uid: string) =>
  localVerificationsCollection().where('uid', '==', uid);

/**
 * Sets or removes the age claim, keeping every other claim the account carries (admin
 * included). A deleted account has no claims to set: false then, true when done.
 */
export async function setAgeClaim(uid: string, verified: boolean): Promise<boolean> {
  const user = await findAuthUser(uid);
  if (!user) return false;
  const { [AGE_CLAIM]: current, ...others } = user.customClaims ?? {};
  if ((current === AGE_CLAIM_VERIFIED) === verified) return true;
  const claims = verified ? { ...others, [AGE_CLAIM]: AGE_CLAIM_VERIFIED } : others;
  await adminAuth().setCustomUserClaims(uid, claims);
  return true;
}
