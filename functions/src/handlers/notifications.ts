// A member's notices: newest-first pages, the exact unread count, marking read, and the
// notification settings. Every path is under users/{caller}, so another member's notices are
// out of reach: their ids are simply not found.
import { Timestamp } from 'firebase-admin/firestore';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SETTING_KEYS,
  notificationListShape,
  resolveSettings,
  type FeedCursor,
  type MarkReadAnswer,
  type NotificationSettings,
  type NotificationSettingsDoc,
  type NotificationsPage,
  type UnreadCountAnswer,
} from '@xmates/domain';
import { config } from '../config';
import { db, runTransaction } from '../db/firebase';
import { notificationRef, notificationsOf, settingsRef, unreadOf } from '../db/notifications';
import { applyShape, pageAfter } from '../db/query';
import { HttpError } from '../http/http-error';
import { toNotificationView } from '../views/notification-view';
import { readAll } from '../db/converter';

export interface NotificationsRequest {
  page: number;
  limit: number;
  after: FeedCursor | null;
}

/**
 * One page, newest first. With `after` (the previous answer's nextCursor) it costs limit + 1
 * reads whatever the page; a page number alone skips (page - 1) × limit notices, which
 * Firestore bills as reads, so it is bounded.
 */
export async function listNotifications(
  uid: string,
  { page, limit, after }: NotificationsRequest,
): Promise<NotificationsPage> {
  const shape = notificationListShape();
  const ordered = applyShape(notificationsOf(uid), shape);
  let query = ordered;
  if (!after) {
    const offset = (page - 1) * limit;
    if (offset > config.notificationsMaxOffset) {
      throw new HttpError(
        400,
        `Page ${page} is too deep to open by number (at most ${config.notificationsMaxOffset} ` +
          'notifications can be skipped). Follow nextCursor with the after parameter instead.',
        { field: 'page' },
      );
    }
    query = ordered.offset(offset);
  }
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, after, limit);
  return {
    items: docs.map((d) => toNotificationView(d.id, d.data())),
    page,
    hasMore: nextCursor !== null,
    nextCursor,
  };
}

/** An aggregation over the unread notices: exact, and billed per 1,000 index entries. */
export async function unreadCount(uid: string): Promise<UnreadCountAnswer> {
  return { count: (await unreadOf(uid).count().get()).data().count };
}

/** All or nothing: an id that is not one of the caller's notices is a 404 and marks none. */
export async function markRead(uid: string, ids: string[]): Promise<MarkReadAnswer> {
  const refs = [...new Set(ids)].map((id) => notificationRef(uid, id));
  return runTransaction(async (tx) => {
    const snaps = await readAll(refs, { tx });
    if (snaps.some((s) => !s.exists)) throw new HttpError(404, NOTIFICATION_MESSAGES.notFound);
    const unread = snaps.filter((s) => s.data()?.isRead === false);
    const now = Timestamp.now();
    for (const snap of unread) tx.update(snap.ref, { isRead: true, readAt: now });
    return { updated: unread.length };
  });
}

/** Batches of unread notices (ids only) until none is left. */
export async function markAllRead(uid: string): Promise<MarkReadAnswer> {
  const batchSize = 400;
  let updated = 0;
  for (;;) {
    const snap = await unreadOf(uid).select().limit(batchSize).get();
    if (snap.empty) return { updated };
    const batch = db().batch();
    const now = Timestamp.now();
    for (const doc of snap.docs) batch.update(doc.ref, { isRead: true, readAt: now });
    await batch.commit();
    updated += snap.size;
    if (snap.size < batchSize) return { updated };
  }
}

export async function readSettings(uid: string): Promise<NotificationSettings> {
  return resolveSettings((await settingsRef(uid).get()).data());
}

/**
 * Saves the switches sent (the others stay). adminMessages is accepted only as true (the
 * request schema) and never stored: it is always on.
 */
export async function saveSettings(
  uid: string,
  changes: NotificationSettingsDoc & { adminMessages?: boolean },
): Promise<NotificationSettings> {
  const switches: NotificationSettingsDoc = {};
  for (const key of NOTIFICATION_SETTING_KEYS) {
    if (changes[key] !== undefined) switches[key] = changes[key];
  }
  const ref = settingsRef(uid);
  if (Object.keys(switches).length > 0) await ref.set(switches, { merge: true });
  return readSettings(uid);
}
