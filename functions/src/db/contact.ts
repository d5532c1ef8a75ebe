// contactMessages/{id}: the contact form's messages. Server-only; admins read them via the API.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, CONTACT_SEARCH_FIELD, type ContactMessageDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export type StoredContactMessage = ContactMessageDoc<Timestamp>;

export const contactCollection = () =>
  typed<StoredContactMessage>(db().collection(COLLECTIONS.contactMessages));

/** Messages a member sent while signed in. */
export const contactMessagesFrom = (uid: string) => contactCollection().where('uid', '==', uid);

/** Messages that may carry an e-mail address: it is one of their search keys, lower-cased. */
export const contactMessagesNaming = (email: string) =>
  contactCollection().where(CONTACT_SEARCH_FIELD, 'array-contains', email.trim().toLowerCase());
