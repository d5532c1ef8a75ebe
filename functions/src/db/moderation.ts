// moderationLog/{id}: one entry per admin action, written in the transaction that makes the
// change (so an action is never done without its entry). Server-only; read through the API.
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MODERATION_LOG_ORDER,
  type ModerationAction,
  type ModerationLogDoc,
  type ModerationTarget,
  type PublicLogDoc,
  publicLogEntry,
  publicLogMinute,
} from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export type StoredLogEntry = ModerationLogDoc<Timestamp>;

/** The admin who acts, as the log names them. */
export interface Actor {
  uid: string;
  email: string | null;
}

function moderationLog() {
  return typed<StoredLogEntry>(db().collection(COLLECTIONS.moderationLog));
}

/** Newest first, ties by id (the automatic single-field index on `at` serves it). */
export function newestLogEntries() {
  return moderationLog().orderBy(MODERATION_LOG_ORDER, 'desc').orderBy('__name__', 'desc');
}

/** The entries an admin's actions wrote (deleting their data clears their e-mail there). */
export const entriesByActor = (uid: string) => moderationLog().where('actor.uid', '==', uid);

/** The entries whose label quotes the member's words (ModerationLogDoc.aboutUid). */
export const entriesQuoting = (uid: string) => moderationLog().where('aboutUid', '==', uid);

/** The entries whose label starts with `prefix` (a range on the automatic single-field index). */
export const entriesLabelledFrom = (prefix: string) =>
  moderationLog().where('target.label', '>=', prefix).where('target.label', '<', `${prefix}\uf8ff`);

/** What else an entry says: its note, whose words its label quotes, whether members reported it. */
export interface LogDetails {
  note?: string | null;
  aboutUid?: string | null;
  /** Members had reported the item (the action cleared their reports); for the public log. */
  reported?: boolean;
}

const publicLog = () =>
  typed<PublicLogDoc<Timestamp>>(db().collection(COLLECTIONS.publicModerationLog));

/** Newest first, ties by id (the automatic single-field index on `at` serves it). */
export const newestPublicEntries = () =>
  publicLog().orderBy('at', 'desc').orderBy('__name__', 'desc');

/**
 * Records an admin action in the admin log and, when it moderates members' words or links, in
 * the public log (naming nobody: domain/src/moderation/public-log.ts).
 */
export function logAction(
  tx: Transaction,
  actor: Actor,
  action: ModerationAction,
  target: ModerationTarget,
  { note = null, aboutUid = null, reported = false }: LogDetails = {},
): void {
  const at = Timestamp.now();
  tx.create(moderationLog().doc(), { action, actor, target, note, at, aboutUid });
  const entry = publicLogEntry(action, reported);
  if (entry) {
    const minute = Timestamp.fromMillis(publicLogMinute(at.toMillis()));
    tx.create(publicLog().doc(), { ...entry, at: minute });
  }
}

/** The entries about one target, whatever its kind (erasure scrubs a submission's). */
export const entriesAbout = (targetId: string) =>
  moderationLog().where('target.id', '==', targetId);
