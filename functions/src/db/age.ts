// Age assurance's collections (all server-only): each member's outcome (ageRecords), the
// verification sessions this app started (ageSessions), and the emulator's local test
// verifications (localVerifications). The custom claim `age: 'verified'` mirrors the record.
import type { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  type AgeRecordDoc,
  type AgeSessionDoc,
  type LocalVerificationDoc,
} from '@xmates/domain';
import { typed } from './converter';
import { writeClaims } from './custom-claims';
import { db } from './firebase';

export type StoredAgeRecord = AgeRecordDoc<Timestamp>;
/**
 * `redactedAt`: when the provider was asked to forget the session (a failed or cancelled one,
 * by the retention job; a verified one is redacted as its outcome is read).
 */
export type StoredAgeSession = AgeSessionDoc<Timestamp> & { redactedAt?: Timestamp };
/** `redactedAt`: when the local provider was asked to redact the session (tests read it). */
export type StoredLocalVerification = LocalVerificationDoc<Timestamp> & { redactedAt?: Timestamp };

export const ageRecordRef = (uid: string) =>
  typed<StoredAgeRecord>(db().collection(COLLECTIONS.ageRecords)).doc(uid);

const ageSessionsCollection = () =>
  typed<StoredAgeSession>(db().collection(COLLECTIONS.ageSessions));

export const ageSessionRef = (sessionId: string) => ageSessionsCollection().doc(sessionId);

/** A member's sessions: a handful at most (POST /api/age/verify has an hourly budget). */
export const memberAgeSessions = (uid: string) => ageSessionsCollection().where('uid', '==', uid);

/** Sessions last changed from `from` to `to` (the automatic single-field index on updatedAt). */
export const ageSessionsUpdatedBetween = (from: Timestamp, to: Timestamp) =>
  ageSessionsCollection().where('updatedAt', '>=', from).where('updatedAt', '<=', to);

const localVerificationsCollection = () =>
  typed<StoredLocalVerification>(db().collection(COLLECTIONS.localVerifications));

export const localVerificationRef = (sessionId: string) =>
  localVerificationsCollection().doc(sessionId);

export const memberLocalVerifications = (uid: string) =>
  localVerificationsCollection().where('uid', '==', uid);

/**
 * Sets or removes the age claim through the one claims writer, which writes the account's
 * claims whole from what is stored (admin from users/{uid}, never from the claims it read), so
 * it cannot put back an admin claim revoked meanwhile. A deleted account has no claims to set:
 * false then, true when done.
 */
export async function setAgeClaim(uid: string, verified: boolean): Promise<boolean> {
  return writeClaims(uid, verified);
}
