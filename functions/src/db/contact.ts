// contactMessages/{id}: the contact form's messages. Server-only; admins read them via the API.
import type { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type ContactMessageDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export type StoredContactMessage = ContactMessageDoc<Timestamp>;

export const contactCollection = () =>
  typed<StoredContactMessage>(db().collection(COLLECTIONS.contactMessages));
