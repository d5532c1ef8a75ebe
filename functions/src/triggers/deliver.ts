// One notice to one recipient. Nobody hears of their own action or of a member they blocked
// (admins' messages aside), the recipient's switches decide, and the notice's id comes from the event that caused it: create() refuses an id
// that exists, so a redelivered event (or a like toggled off and on) writes nothing.
import type { DocumentData, DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  SETTING_OF_TYPE,
  resolveSettings,
  wantsNotification,
  type NotificationActor,
  type NotificationPayload,
  type NotificationProduct,
  type NotificationType,
} from '@xmates/domain';
import { hasBlocked } from '../db/blocks';
import { notificationRef, settingsRef } from '../db/notifications';
import type { StoredProduct } from '../db/products';
import { isAlreadyExists } from '../db/firebase';
import { displayNameOf } from '../db/users';

/** Documents a delivery read and wrote: the cost per event the benchmark reports. */
export interface Io {
  reads: number;
  writes: number;
}

export type Outcome =
  'delivered' | 'duplicate' | 'own-action' | 'muted' | 'blocked' | 'not-applicable';

export interface DeliveryReport extends Io {
  outcome: Outcome;
}

export interface Notice {
  recipient: string;
  /** notificationId(...) of the causing event. */
  id: string;
  type: NotificationType;
  createdAt: Timestamp;
  /** Who caused it; they are never notified of it. Null for the site's own notices. */
  causedBy: string | null;
  /** The actor shown; 'profile' reads causedBy's display name once delivery is certain. */
  actor: NotificationActor | null | 'profile';
  product: NotificationProduct | null;
  payload: NotificationPayload;
}

export const newIo = (): Io => ({ reads: 0, writes: 0 });

/** A product as a notice links it: its slug and title as stored. */
export function noticeProduct(id: string, product: StoredProduct): NotificationProduct {
  return { id, slug: product.slug ?? null, title: product.title ?? null };
}

export function report(outcome: Outcome, io: Io): DeliveryReport {
  return { outcome, ...io };
}

async function profileActor(uid: string, io: Io): Promise<NotificationActor> {
  const displayName = await displayNameOf(uid);
  io.reads += 1;
  return { id: uid, displayName };
}

/** The notices a block does not stop: an admin's messages always reach the member. */
const UNBLOCKABLE: readonly NotificationType[] = ['ADMIN', 'DM'];

export async function deliver(notice: Notice, io: Io): Promise<DeliveryReport> {
  if (notice.causedBy === notice.recipient) return report('own-action', io);
  if (notice.causedBy !== null && !UNBLOCKABLE.includes(notice.type)) {
    io.reads += 1;
    if (await hasBlocked(notice.recipient, notice.causedBy)) return report('blocked', io);
  }
  if (SETTING_OF_TYPE[notice.type] !== null) {
    const saved = (await settingsRef(notice.recipient).get()).data();
    io.reads += 1;
    if (!wantsNotification(resolveSettings(saved), notice.type)) return report('muted', io);
  }
  const actor =
    notice.actor !== 'profile'
      ? notice.actor
      : notice.causedBy
        ? await profileActor(notice.causedBy, io)
        : null;
  try {
    await notificationRef(notice.recipient, notice.id).create({
      type: notice.type,
      isRead: false,
      createdAt: notice.createdAt,
      readAt: null,
      actor,
      product: notice.product,
      payload: notice.payload,
    });
  } catch (err) {
    if (isAlreadyExists(err)) return report('duplicate', io);
    throw err;
  }
  io.writes += 1;
  return report('delivered', io);
}

/**
 * The notice `about` builds from the one document it needs (a reply's comment, an approved
 * link's product), after one read; nothing when that document is gone.
 */
export async function deliverAbout<T extends DocumentData>(
  ref: DocumentReference<T, T>,
  about: (doc: T) => Notice | null,
): Promise<DeliveryReport> {
  const io = newIo();
  const doc = (await ref.get()).data();
  io.reads += 1;
  const notice = doc ? about(doc) : null;
  return notice ? deliver(notice, io) : report('not-applicable', io);
}

/** The one log line per event: what happened and what it cost. */
export function logDelivery(trigger: string, report: DeliveryReport | DeliveryReport[]): void {
  for (const r of Array.isArray(report) ? report : [report]) logger.info(trigger, { ...r });
}
