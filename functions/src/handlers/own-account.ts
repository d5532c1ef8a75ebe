// A member's own account: GET /api/users/me/export (everything stored about them, one JSON
// file) and DELETE /api/users/me (the admin's erasure, run by the member after signing in again
// within five minutes). The erasure is shared/erase-member.ts: it cancels a running monthly
// donation first, then deletes and anonymises as docs/data-rights.md says.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type DocumentData, type Query } from 'firebase-admin/firestore';
import {
  LIMITS,
  OWN_ACCOUNT_MESSAGES,
  type DeleteOwnAccountAnswer,
  type ExportedDocument,
  type MemberExport,
} from '@xmates/domain';
import { ageRecordRef } from '../db/age';
import { contactMessagesFrom, contactMessagesNaming } from '../db/contact';
import {
  memberDonations,
  memberItems,
  memberNotifications,
  memberReactions,
  memberSubmissions,
  memberThreads,
} from '../db/member-data';
import type { Actor } from '../db/moderation';
import { messagesOf, settingsRef } from '../db/notifications';
import { profileRef, userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { eraseMember } from '../shared/erase-member';

/** Who the moderation log names for a member's own deletion (never the member's e-mail). */
export const SELF_DELETION_ACTOR: Actor = { uid: 'xmates-self-deletion', email: null };

/** Stored values as JSON: timestamps as ISO strings, the rest as they are. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** What exporting needs of a document snapshot, whatever its converter. */
interface Snapshot {
  id: string;
  exists: boolean;
  data(): unknown;
}

function exported(doc: Snapshot, extra: Record<string, string> = {}): ExportedDocument {
  return { id: doc.id, ...extra, ...(plain(doc.data() ?? {}) as Record<string, unknown>) };
}

const existing = (doc: Snapshot) => (doc.exists ? exported(doc) : null);

async function all<T, D extends DocumentData>(query: Query<T, D>): Promise<ExportedDocument[]> {
  return (await query.get()).docs.map((doc) => exported(doc));
}

export async function exportMemberData(uid: string): Promise<MemberExport> {
  const [user, profile, settings, ageCheck] = await Promise.all([
    userRef(uid).get(),
    profileRef(uid).get(),
    settingsRef(uid).get(),
    ageRecordRef(uid).get(),
  ]);
  const email = user.data()?.email?.trim().toLowerCase() ?? null;
  const [comments, replies, threads, named] = await Promise.all([
    memberItems(uid, 'comments').get(),
    memberItems(uid, 'replies').get(),
    memberThreads(uid).get(),
    email ? contactMessagesNaming(email).get() : null,
  ]);
  const [submissions, reactions, notifications, donations, sent] = await Promise.all([
    all(memberSubmissions(uid)),
    all(memberReactions(uid)),
    all(memberNotifications(uid)),
    all(memberDonations(uid)),
    all(contactMessagesFrom(uid)),
  ]);
  const directMessages = await Promise.all(
    threads.docs.map(async (thread) => ({
      ...exported(thread),
      messages: (await messagesOf(thread.id).get()).docs.map((m) => exported(m)),
    })),
  );
  // Messages sent signed out with the member's address count as theirs too (as the erasure does).
  const sentIds = new Set(sent.map((m) => m.id));
  const contactMessages = [
    ...sent,
    ...(named?.docs ?? [])
      .filter((m) => !sentIds.has(m.id) && m.data().email.trim().toLowerCase() === email)
      .map((m) => exported(m)),
  ];
  return {
    exportedAt: new Date().toISOString(),
    account: existing(user),
    profile: existing(profile),
    notificationSettings: existing(settings),
    ageCheck: existing(ageCheck),
    submissions,
    comments: comments.docs.map((c) => exported(c, { productId: c.ref.parent.parent?.id ?? '' })),
    replies: replies.docs.map((r) =>
      exported(r, {
        productId: r.ref.parent.parent?.parent.parent?.id ?? '',
        commentId: r.ref.parent.parent?.id ?? '',
      }),
    ),
    reactions,
    notifications,
    directMessages,
    donations,
    contactMessages,
  };
}

/**
 * Deletes the caller's account and personal data, as the admin's erasure does. The token must
 * come from a sign-in at most five minutes old: a stolen or forgotten session cannot erase
 * an account.
 */
export async function deleteOwnAccount(
  token: DecodedIdToken,
  nowMs = Date.now(),
): Promise<DeleteOwnAccountAnswer> {
  const signedInMs = token.auth_time * 1000;
  if (!(nowMs - signedInMs <= LIMITS.accountDeleteRecentLoginMs)) {
    throw new HttpError(401, OWN_ACCOUNT_MESSAGES.recentLoginRequired, {
      code: 'recent-login-required',
    });
  }
  return {
    message: OWN_ACCOUNT_MESSAGES.deleted,
    ...(await eraseMember(token.uid, SELF_DELETION_ACTOR)),
  };
}
