// A member's own account: GET /api/users/me/export (everything stored about them, one JSON
// file) and DELETE /api/users/me (the admin's erasure, run by the member after signing in again
// within five minutes). The erasure is shared/erase-member.ts: it cancels a running monthly
// donation first, then deletes and anonymises as docs/data-rights.md says; a request that dies
// part-way leaves its marker, which the retention job finishes.
// The export holds what the member's own views show, and no more: other members appear by
// name only (never their uid), an ADMIN notice without the admin who sent it. Contact messages
// are the member's when sent signed in as them, or sent signed out from the account's address
// once proven (Auth's emailVerified): a message a visitor typed that address into is not.
import type { DecodedIdToken } from 'firebase-admin/auth';
import {
  Timestamp,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  LIMITS,
  OWN_ACCOUNT_MESSAGES,
  type DeleteOwnAccountAnswer,
  type ExportedDocument,
  type MemberExport,
} from '@xmates/domain';
import { ageRecordRef, memberAgeSessions } from '../db/age';
import { contactMessagesFrom, contactMessagesNaming } from '../db/contact';
import { readAll } from '../db/converter';
import { findAuthUser } from '../db/firebase';
import {
  memberAdminMessages,
  memberCheckoutSessions,
  memberDonations,
  memberItemReports,
  memberItems,
  memberNameClaims,
  memberNotifications,
  memberReactions,
  memberSubmissions,
  memberThreads,
  memberUploads,
} from '../db/member-data';
import type { Actor } from '../db/moderation';
import { blocksOf } from '../db/blocks';
import { hiddenFiltersRef } from '../db/hidden-filters';
import { reportsBy as memberReportsBy } from '../db/member-reports';
import { messagesOf, settingsRef } from '../db/notifications';
import { linkReportRef } from '../db/products';
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

function exported(doc: Snapshot, extra: Record<string, unknown> = {}): ExportedDocument {
  return { id: doc.id, ...extra, ...(plain(doc.data() ?? {}) as Record<string, unknown>) };
}

const existing = (doc: Snapshot) => (doc.exists ? exported(doc) : null);

async function all<T, D extends DocumentData>(query: Query<T, D>): Promise<ExportedDocument[]> {
  return (await query.get()).docs.map((doc) => exported(doc));
}

/** A document without the fields that name someone else (another member, an admin). */
function without(doc: Snapshot, fields: string[], extra: Record<string, unknown> = {}) {
  const kept = Object.entries(exported(doc)).filter(([field]) => !fields.includes(field));
  return { ...Object.fromEntries(kept), ...extra, id: doc.id };
}

/** The member's conversations; each message says whether the member sent it, and who by name. */
async function conversations(uid: string) {
  const threads = await memberThreads(uid).get();
  return Promise.all(
    threads.docs.map(async (thread) => ({
      ...without(thread, ['participants']),
      messages: (await messagesOf(thread.id).get()).docs.map((m) =>
        without(m, ['from', 'to'], { sentByYou: m.data().from === uid }),
      ),
    })),
  );
}

/**
 * Reports of comments and replies (which item: the report's id; when), of broken links, and of
 * members while open (an outcome deletes them). A report's copy of the words reported names
 * their author, another member: it stays out; a reported member appears by name, as on their
 * profile, never by uid.
 */
async function reportsMadeBy(uid: string, reactions: ExportedDocument[]) {
  const [itemReports, memberReports] = await Promise.all([
    memberItemReports(uid).get(),
    memberReportsBy(uid).get(),
  ]);
  const items = itemReports.docs.map((r) =>
    without(r, ['words'], { kind: 'comment', reportId: r.ref.parent.parent?.id ?? '' }),
  );
  const linkRefs = reactions.map((r) => linkReportRef(r.id, uid));
  const profileRefs = memberReports.docs.map((r) => profileRef(r.ref.parent.parent?.id ?? ''));
  const [links, profiles] = await Promise.all([readAll(linkRefs), readAll(profileRefs)]);
  return [
    ...items,
    ...links
      .filter((l) => l.exists)
      .map((l) => exported(l, { kind: 'broken-link', productId: l.ref.parent.parent?.id ?? '' })),
    ...memberReports.docs.map((r, i) =>
      without(r, ['by'], {
        kind: 'member',
        member: { displayName: profiles[i]?.data()?.displayName ?? null },
      }),
    ),
  ];
}

/**
 * Contact messages sent signed in as the member, and those sent signed out from `proven`, the
 * account's address when Auth says it is verified (null otherwise).
 */
async function contactMessagesOf(uid: string, proven: string | null) {
  const [sent, named] = await Promise.all([
    contactMessagesFrom(uid).get(),
    proven ? contactMessagesNaming(proven).get() : null,
  ]);
  const signedOut = (m: QueryDocumentSnapshot<{ uid: string | null; email: string }>) =>
    m.data().uid === null && m.data().email.trim().toLowerCase() === proven;
  return [...sent.docs, ...(named?.docs ?? []).filter(signedOut)].map((m) => exported(m));
}

export async function exportMemberData(uid: string): Promise<MemberExport> {
  const [user, profile, settings, hidden, ageCheck, record] = await Promise.all([
    userRef(uid).get(),
    profileRef(uid).get(),
    settingsRef(uid).get(),
    hiddenFiltersRef(uid).get(),
    ageRecordRef(uid).get(),
    findAuthUser(uid),
  ]);
  const proven = record?.emailVerified && record.email ? record.email.trim().toLowerCase() : null;
  const [comments, replies, notices] = await Promise.all([
    memberItems(uid, 'comments').get(),
    memberItems(uid, 'replies').get(),
    memberNotifications(uid).get(),
  ]);
  const [submissions, reactions, donations, uploads, ageSessions, checkouts, claims, blocks] =
    await Promise.all([
      all(memberSubmissions(uid)),
      all(memberReactions(uid)),
      all(memberDonations(uid)),
      all(memberUploads(uid)),
      all(memberAgeSessions(uid)),
      all(memberCheckoutSessions(uid)),
      all(memberNameClaims(uid)),
      all(blocksOf(uid)),
    ]);
  const [directMessages, reports, contactMessages, adminMessages] = await Promise.all([
    conversations(uid),
    reportsMadeBy(uid, reactions),
    contactMessagesOf(uid, proven),
    memberAdminMessages(uid, 'to').get(),
  ]);
  // A notice names who acted by name, as the inbox shows it; their uid stays out.
  const notifications = notices.docs.map((n) => {
    const { actor } = n.data();
    const notice = exported(n);
    return actor ? { ...notice, actor: { displayName: actor.displayName } } : notice;
  });
  return {
    exportedAt: new Date().toISOString(),
    account: existing(user),
    profile: existing(profile),
    notificationSettings: existing(settings),
    hiddenFilters: existing(hidden),
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
    adminMessages: adminMessages.docs.map((m) => without(m, ['from', 'fromName', 'to'])),
    uploads,
    reports,
    ageSessions,
    checkoutSessions: checkouts,
    nameClaims: claims,
    blocks,
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
