// Direct messages: one thread per pair of users. Admins start threads; anyone answers a thread
// they are part of; the site sends each new member one welcome message.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  LIMITS,
  NOTIFICATION_MESSAGES,
  SYSTEM_SENDER,
  dmParticipants,
  dmThreadId,
  isDocumentId,
  welcomeDue,
  type DmReplyAnswer,
  type DmStartAnswer,
  type DmThreadAnswer,
  type WelcomeAnswer,
} from '@xmates/domain';
import { adminAuth, db, isAlreadyExists, runTransaction } from '../db/firebase';
import { messagesOf, threadRef, type StoredDmMessage } from '../db/notifications';
import { displayNameOf, userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { toDmMessageView } from '../views/notification-view';

const threadNotFound = () => new HttpError(404, NOTIFICATION_MESSAGES.threadNotFound);

/** Adds a message to the thread of `from` and `to` in `tx`, creating the thread if new. */
async function postMessage(
  tx: Transaction,
  from: { id: string; displayName: string },
  to: string,
  text: string,
) {
  const threadId = dmThreadId(from.id, to);
  const ref = threadRef(threadId);
  const now = Timestamp.now();
  const exists = (await tx.get(ref)).exists;
  if (exists) tx.update(ref, { updatedAt: now });
  else
    tx.create(ref, { participants: dmParticipants(from.id, to), createdAt: now, updatedAt: now });
  const messageRef = messagesOf(threadId).doc();
  const message: StoredDmMessage = {
    from: from.id,
    fromName: from.displayName,
    to,
    text,
    createdAt: now,
  };
  tx.create(messageRef, message);
  return { threadId, message: toDmMessageView(threadId, messageRef.id, message) };
}

/** An admin writes to a member (who can then reply); the member must have an account here. */
export async function startThread(
  adminUid: string,
  userId: string,
  text: string,
): Promise<DmStartAnswer> {
  if (userId === adminUid) {
    throw new HttpError(400, NOTIFICATION_MESSAGES.selfMessage, { field: 'userId' });
  }
  const from = { id: adminUid, displayName: await displayNameOf(adminUid) };
  return runTransaction(async (tx) => {
    if (!isDocumentId(userId) || !(await tx.get(userRef(userId))).exists) {
      throw new HttpError(404, NOTIFICATION_MESSAGES.userNotFound, { field: 'userId' });
    }
    return postMessage(tx, from, userId, text);
  });
}

/** The thread's newest messages, oldest first: participants only. */
export async function readThread(uid: string, threadId: string): Promise<DmThreadAnswer> {
  if (!isDocumentId(threadId)) throw threadNotFound();
  const thread = (await threadRef(threadId).get()).data();
  if (!thread) throw threadNotFound();
  if (!thread.participants.includes(uid)) {
    throw new HttpError(403, NOTIFICATION_MESSAGES.notParticipant);
  }
  const snap = await messagesOf(threadId)
    .orderBy('createdAt', 'desc')
    .limit(LIMITS.dmThreadMessagesMax)
    .get();
  const messages = snap.docs.map((d) => toDmMessageView(threadId, d.id, d.data())).reverse();
  return { threadId, participants: thread.participants, messages };
}

/** Answers a thread the caller is part of, to its other participant. */
export async function replyInThread(
  uid: string,
  threadId: string,
  toUserId: string,
  text: string,
): Promise<DmReplyAnswer> {
  const from = { id: uid, displayName: await displayNameOf(uid) };
  return runTransaction(async (tx) => {
    const thread = (await tx.get(threadRef(threadId))).data();
    if (!thread) throw threadNotFound();
    if (!thread.participants.includes(uid)) {
      throw new HttpError(403, NOTIFICATION_MESSAGES.notParticipant);
    }
    const other = thread.participants.find((p) => p !== uid);
    if (other === SYSTEM_SENDER.id) throw new HttpError(403, NOTIFICATION_MESSAGES.systemThread);
    if (toUserId !== other) {
      throw new HttpError(400, NOTIFICATION_MESSAGES.wrongRecipient, { field: 'toUserId' });
    }
    return postMessage(tx, from, other, text);
  });
}

/**
 * The welcome message, for a sign-in within 120 s of the account's creation, once: its
 * message id is fixed, and the batch that creates it fails as a whole when it exists, so
 * repeated or racing calls send exactly one.
 */
export async function sendWelcome(
  token: DecodedIdToken,
  text: string | undefined,
): Promise<WelcomeAnswer> {
  const threadId = dmThreadId(SYSTEM_SENDER.id, token.uid);
  const record = await adminAuth().getUser(token.uid);
  const createdAtMs = Date.parse(record.metadata.creationTime);
  if (!welcomeDue(createdAtMs, token.auth_time * 1000)) {
    return { sent: false, reason: 'not-new', threadId };
  }
  const now = Timestamp.now();
  const message: StoredDmMessage = {
    from: SYSTEM_SENDER.id,
    fromName: SYSTEM_SENDER.displayName,
    to: token.uid,
    text: text ?? NOTIFICATION_MESSAGES.welcomeText,
    createdAt: now,
  };
  const batch = db().batch();
  batch.set(threadRef(threadId), {
    participants: dmParticipants(SYSTEM_SENDER.id, token.uid),
    createdAt: now,
    updatedAt: now,
  });
  batch.create(messagesOf(threadId).doc('welcome'), message);
  try {
    await batch.commit();
  } catch (err) {
    if (isAlreadyExists(err)) return { sent: false, reason: 'already-sent', threadId };
    throw err;
  }
  return { sent: true, reason: 'sent', threadId };
}
