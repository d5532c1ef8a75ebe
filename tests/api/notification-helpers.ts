// Arrangements for the notification suites: named members, their notices as stored, and a
// wait for the triggers (which run after the API answered).
import { expect } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { notificationId, type NotificationDoc, type NotificationType } from '@xmates/domain';
import { adminDb, existsAt } from '../support/admin';
import type { Account } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { syncedAdmin, syncedMember } from './link-helpers';

export type Named = Account & { name: string };

let n = 0;

/** A synced member (or admin) with a display name on the profile. */
export async function namedAccount(prefix: string, admin = false): Promise<Named> {
  const account = admin ? await syncedAdmin(prefix) : await syncedMember(prefix);
  n += 1;
  const name = `${prefix} ${n}`.slice(0, 30);
  await adminDb.doc(paths.profile(account.uid)).set({ displayName: name }, { merge: true });
  return { ...account, name };
}

export const noticesRef = (uid: string) => adminDb.collection(paths.notifications(uid));

/** The member's notices as stored, newest first. */
export async function storedNotices(uid: string, type?: NotificationType) {
  const snap = await noticesRef(uid).orderBy('createdAt', 'desc').get();
  return snap.docs
    .map((d) => ({ id: d.id, ...(d.data() as NotificationDoc<Timestamp>) }))
    .filter((d) => !type || d.type === type);
}

/** Waits until the member has `count` notices of the type (triggers run after the answer). */
export async function noticesOf(uid: string, type: NotificationType, count = 1) {
  await expect
    .poll(async () => (await storedNotices(uid, type)).length, { timeout: 20_000, interval: 250 })
    .toBe(count);
  return storedNotices(uid, type);
}

/**
 * Waits for the triggers to catch up before an absence check: a marker ADMIN notice written
 * after the events under test has arrived. The emulator delivers events in the order they were
 * written, so the earlier ones have run (their triggers read no more than the marker's).
 */
export async function afterTriggers(uid: string): Promise<void> {
  const ref = adminDb.collection(paths.adminMessages).doc();
  await ref.set(docs.adminMessage(uid, { message: 'marker' }));
  const notice = paths.notification(uid, notificationId('admin', ref.id));
  await expect.poll(() => existsAt(notice), { timeout: 20_000, interval: 250 }).toBe(true);
  await adminDb.doc(notice).delete();
}

/** Stored notices written straight to Firestore (paging and marking tests). */
export async function storeNotices(uid: string, count: number, isRead = false): Promise<string[]> {
  const batch = adminDb.batch();
  const ids: string[] = [];
  const base = Date.now() - count * 1000;
  for (let i = 0; i < count; i += 1) {
    const ref = noticesRef(uid).doc(`stored-${base}-${i}`);
    const createdAt = new Date(base + i * 1000);
    batch.set(ref, docs.notification({ isRead, createdAt, payload: { message: `Notice ${i}` } }));
    ids.push(ref.id);
  }
  await batch.commit();
  return ids;
}
