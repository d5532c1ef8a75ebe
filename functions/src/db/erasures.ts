// erasures/{uid}: a member's erasure under way (shared/erase-member.ts). Server-only:
// firestore.rules names no such collection, so its default deny refuses every client. Written
// before anything is deleted, deleted once everything went; the daily retention job finishes
// what is left.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';
import type { Actor } from './moderation';

export interface StoredErasure {
  /** Who asked: the admin, the member (SELF_DELETION_ACTOR) or a job; the log names them. */
  actor: Actor;
  startedAt: Timestamp;
  lastAttemptAt: Timestamp;
  attempts: number;
  /**
   * The addresses the account proved (Auth's emailVerified), read before the Auth account went:
   * contact messages sent signed out from them are the member's. Empty for an unproven one.
   */
  emails: string[];
  /** The display name of a proven account, whose "name: " log labels are scrubbed. */
  displayName: string | null;
  /** Stripe Identity sessions still to redact. */
  redactions: string[];
  /** Set once the data is gone: the marker then stays only while a redaction is left. */
  erasedAt: Timestamp | null;
}

const erasuresCollection = () => typed<StoredErasure>(db().collection(COLLECTIONS.erasures));

export const erasureRef = (uid: string) => erasuresCollection().doc(uid);

/** Markers whose last attempt started before `cutoff` (the automatic single-field index). */
export const erasuresTriedBefore = (cutoff: Timestamp) =>
  erasuresCollection().where('lastAttemptAt', '<', cutoff);
