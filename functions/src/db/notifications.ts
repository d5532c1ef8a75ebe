// users/{uid}/notifications/{id}, notificationSettings/{uid}, dmThreads/{id}/messages/{id} and
// adminMessages/{id}.
import type { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  UNREAD_FILTER,
  type AdminMessageDoc,
  type DmMessageDoc,
  type DmThreadDoc,
  type NotificationDoc,
  type NotificationSettingsDoc,
} from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';
import { userRef } from './users';

export type StoredNotification = NotificationDoc<Timestamp>;
export type StoredDmMessage = DmMessageDoc<Timestamp>;
export type StoredAdminMessage = AdminMessageDoc<Timestamp>;

export function notificationsOf(uid: string) {
  return typed<StoredNotification>(userRef(uid).collection(COLLECTIONS.notifications));
}

export function notificationRef(uid: string, id: string) {
  return notificationsOf(uid).doc(id);
}

/** The member's unread notices; a single-field filter, so no composite index. */
export function unreadOf(uid: string) {
  return notificationsOf(uid).where(UNREAD_FILTER.field, '==', UNREAD_FILTER.value);
}

export function settingsRef(uid: string) {
  return typed<NotificationSettingsDoc>(db().collection(COLLECTIONS.notificationSettings)).doc(uid);
}

export function threadRef(threadId: string) {
  return typed<DmThreadDoc<Timestamp>>(db().collection(COLLECTIONS.dmThreads)).doc(threadId);
}

export function messagesOf(threadId: string) {
  return typed<StoredDmMessage>(threadRef(threadId).collection(COLLECTIONS.messages));
}

export function adminMessagesCollection() {
  return typed<StoredAdminMessage>(db().collection(COLLECTIONS.adminMessages));
}
