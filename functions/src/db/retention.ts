// The records the daily retention job deletes once they are older than the privacy page says
// (domain/src/data-rights/retention.ts). Single-field ranges, except closed accounts (an
// equality and a range: the composite index in firestore.indexes.json).
import { Timestamp } from 'firebase-admin/firestore';
import { CLOSED_ACCOUNTS_QUERY, COLLECTIONS } from '@xmates/domain';
import { contactCollection } from './contact';
import { donationsCollection } from './donations';
import { db } from './firebase';
import { usersCollection } from './users';

const at = (date: Date) => Timestamp.fromDate(date);

export const contactMessagesBefore = (cutoff: Date) =>
  contactCollection().where('createdAt', '<', at(cutoff));

export const donationsBefore = (cutoff: Date) =>
  donationsCollection().where('createdAt', '<', at(cutoff));

export const stripeEventsBefore = (cutoff: Date) =>
  db().collection(COLLECTIONS.stripeEvents).where('receivedAt', '<', at(cutoff));

/** Rate-limit windows that ended: they hold a count under a hashed key, nothing else. */
export const rateLimitWindowsEndedBefore = (cutoff: Date) =>
  db().collection(COLLECTIONS.rateLimits).where('expiresAt', '<', at(cutoff));

/** Accounts still unverified that were created before `cutoff`. */
export const unverifiedAccountsBefore = (cutoff: Date) =>
  usersCollection()
    .where(CLOSED_ACCOUNTS_QUERY.equals.field, '==', CLOSED_ACCOUNTS_QUERY.equals.value)
    .where(CLOSED_ACCOUNTS_QUERY.before, '<', at(cutoff));
