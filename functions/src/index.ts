// Wires the deployable functions; the work lives in api/, handlers/ and triggers/.
import { onRequest } from 'firebase-functions/https';
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/firestore';
import { COLLECTIONS, type ProfileDoc } from '@xmates/domain';
import { createApp } from './app';
import type { StoredComment, StoredReply } from './db/comments';
import type { StoredAdminMessage, StoredDmMessage } from './db/notifications';
import type { StoredReaction } from './db/reactions';
import { notifyComment, notifyReply } from './triggers/comments';
import { logDelivery } from './triggers/deliver';
import { notifyAdminMessage, notifyDirectMessage } from './triggers/direct-messages';
import { notifyBadges } from './triggers/profiles';
import { notifyLike } from './triggers/reactions';

const region = 'us-central1';
const { users, reactions, products, comments, replies, dmThreads, messages } = COLLECTIONS;

export const api = onRequest({ region, memory: '512MiB' }, createApp());

// Trigger events carry untyped snapshots; the documents are the API's own (db/ types), and a
// redelivered event is harmless (see triggers/deliver.ts). Retries are on, so a failed
// delivery (Firestore unavailable) runs again.
const retry = { region, retry: true };

export const notifyOnLike = onDocumentWritten(
  { ...retry, document: `${users}/{uid}/${reactions}/{productId}` },
  async (event) => {
    const { uid, productId } = event.params;
    const before = event.data?.before.data() as StoredReaction | undefined;
    const after = event.data?.after.data() as StoredReaction | undefined;
    logDelivery('notify.like', await notifyLike(uid, productId, before, after));
  },
);

export const notifyOnComment = onDocumentCreated(
  { ...retry, document: `${products}/{productId}/${comments}/{commentId}` },
  async (event) => {
    const comment = event.data?.data() as StoredComment | undefined;
    if (!comment) return;
    const { productId, commentId } = event.params;
    logDelivery('notify.comment', await notifyComment(productId, commentId, comment));
  },
);

export const notifyOnReply = onDocumentCreated(
  { ...retry, document: `${products}/{productId}/${comments}/{commentId}/${replies}/{replyId}` },
  async (event) => {
    const reply = event.data?.data() as StoredReply | undefined;
    if (!reply) return;
    const { productId, commentId, replyId } = event.params;
    logDelivery('notify.reply', await notifyReply(productId, commentId, replyId, reply));
  },
);

export const notifyOnDirectMessage = onDocumentCreated(
  { ...retry, document: `${dmThreads}/{threadId}/${messages}/{messageId}` },
  async (event) => {
    const message = event.data?.data() as StoredDmMessage | undefined;
    if (!message) return;
    const { threadId, messageId } = event.params;
    logDelivery('notify.dm', await notifyDirectMessage(threadId, messageId, message));
  },
);

export const notifyOnAdminMessage = onDocumentCreated(
  { ...retry, document: `${COLLECTIONS.adminMessages}/{id}` },
  async (event) => {
    const message = event.data?.data() as StoredAdminMessage | undefined;
    if (!message) return;
    logDelivery('notify.admin', await notifyAdminMessage(event.params.id, message));
  },
);

export const notifyOnBadge = onDocumentUpdated(
  { ...retry, document: `${COLLECTIONS.profiles}/{uid}` },
  async (event) => {
    const before = event.data?.before.data() as Partial<ProfileDoc> | undefined;
    const after = event.data?.after.data() as Partial<ProfileDoc> | undefined;
    logDelivery('notify.badge', await notifyBadges(event.params.uid, before, after));
  },
);
