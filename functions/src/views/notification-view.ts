// Notices and direct messages as the API answers them.
import { notificationText, type DmMessageView, type NotificationView } from '@xmates/domain';
import type { StoredDmMessage, StoredNotification } from '../db/notifications';

export function toNotificationView(id: string, doc: StoredNotification): NotificationView {
  const { actor, product } = doc;
  return {
    _id: id,
    id,
    type: doc.type,
    isRead: doc.isRead,
    createdAt: doc.createdAt.toDate().toISOString(),
    actor: actor && { _id: actor.id, id: actor.id, displayName: actor.displayName },
    product: product && { _id: product.id, ...product },
    payload: doc.payload,
    message: notificationText(doc),
  };
}

export function toDmMessageView(threadId: string, id: string, doc: StoredDmMessage): DmMessageView {
  return {
    _id: id,
    id,
    threadId,
    from: doc.from,
    fromName: doc.fromName,
    text: doc.text,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}
