// rollUpsDue/{productId}: a product whose roll-up could not be queued after its reactions
// changed (shared/roll-up.ts). Server-only: firestore.rules names no such collection, so its
// default deny refuses every client. The roll-up repair (jobs/roll-up-repair.ts) runs the
// roll-up and deletes the marker; the automatic single-field index on `since` orders them.
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export interface StoredRollUpDue {
  /** When a roll-up of the product last failed to be queued. */
  since: Timestamp;
}

const rollUpsDue = () => typed<StoredRollUpDue>(db().collection(COLLECTIONS.rollUpsDue));

/** Marks the product's roll-up as due (one write). */
export function markRollUpDue(productId: string): Promise<unknown> {
  return rollUpsDue().doc(productId).set({ since: Timestamp.now() });
}

/** The `max` products whose roll-up has been due longest. */
export const oldestRollUpsDue = (max: number) => rollUpsDue().orderBy('since').limit(max);
