// Arrangements shared by the moderation suites: members reporting through the API, where the
// API keeps comments and replies and their reports, the counts members should see, and the
// log's entries.
import type { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  reportIdOf,
  type CommentView,
  type ModerationAction,
  type ModerationLogDoc,
  type ReplyView,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';

export const reportLink = (id: string, token: string, reason?: string) =>
  api('POST', `/api/products/${id}/report-link`, { token, body: reason ? { reason } : {} });

export const postComment = (id: string, token: string, text: string) =>
  api<CommentView>('POST', `/api/products/${id}/comments`, { token, body: { text } });

export const postReply = (id: string, cid: string, token: string, text: string) =>
  api<ReplyView>('POST', `/api/products/${id}/comments/${cid}/replies`, { token, body: { text } });

export const reportComment = (id: string, cid: string, token: string) =>
  api('POST', `/api/products/${id}/comments/${cid}/report`, { token });

export const reportReply = (id: string, cid: string, rid: string, token: string) =>
  api('POST', `/api/products/${id}/comments/${cid}/replies/${rid}/report`, { token });

export const commentDoc = (id: string, cid: string) => adminDb.doc(paths.comment(id, cid));

export const replyDoc = (id: string, cid: string, rid: string) =>
  adminDb.doc(paths.reply(id, cid, rid));

/** A comment's (rid undefined) or reply's server-only report state: commentReports/{reportId}. */
export const reportStatePath = (id: string, cid: string, rid?: string) =>
  `${COLLECTIONS.commentReports}/${reportIdOf({ productId: id, commentId: cid, replyId: rid ?? null })}`;

export const reportStateDoc = (id: string, cid: string, rid?: string) =>
  adminDb.doc(reportStatePath(id, cid, rid));

/** The members' reports of a comment or reply, stored under its report state (id = uid). */
export const reportsOf = (id: string, cid: string, rid?: string) =>
  adminDb.collection(`${reportStatePath(id, cid, rid)}/${COLLECTIONS.reports}`);

/** The ids (reporters' uids) of the reports of a comment or reply. */
export async function reportIds(id: string, cid: string, rid?: string) {
  return (await reportsOf(id, cid, rid).get()).docs.map((d) => d.id);
}

/** What comments and replies once told anyone who could read them about their reports. */
export const REPORT_FIELDS = ['reported', 'reportsCount', 'reportedAt'] as const;

/** The report fields a stored comment or reply carries (none, since reports left them). */
export const reportFieldsIn = (data: object | undefined) =>
  REPORT_FIELDS.filter((field) => data !== undefined && field in data);

/**
 * What members can read of a product's thread, counted from the documents: visible comments,
 * plus visible replies under visible comments (and each comment's visible replies). A
 * tombstone (a comment its author deleted) counts only its replies.
 */
export async function visibleCounts(id: string) {
  const comments = await adminDb.collection(paths.comments(id)).get();
  let product = 0;
  const replies: Record<string, number> = {};
  for (const c of comments.docs) {
    const shown = await adminDb
      .collection(paths.replies(id, c.id))
      .where('hidden', '==', false)
      .get();
    replies[c.id] = shown.size;
    if (c.get('hidden') === false) product += (c.get('deleted') === true ? 0 : 1) + shown.size;
  }
  return { product, replies };
}

/** The stored counters, to compare with visibleCounts. */
export async function storedCounts(id: string) {
  const comments = await adminDb.collection(paths.comments(id)).get();
  const product = await adminDb.doc(paths.product(id)).get();
  return {
    product: product.get('commentsCount') as number,
    replies: Object.fromEntries(comments.docs.map((c) => [c.id, c.get('repliesCount') as number])),
  };
}

/** The log entries about one target, newest first. */
export async function logEntriesFor(targetId: string) {
  const snap = await adminDb
    .collection(paths.moderationLog)
    .where('target.id', '==', targetId)
    .get();
  return snap.docs
    .map((d) => d.data() as ModerationLogDoc<Timestamp>)
    .sort((a, b) => b.at.toMillis() - a.at.toMillis());
}

export async function lastActionOn(targetId: string): Promise<ModerationAction | undefined> {
  return (await logEntriesFor(targetId))[0]?.action;
}
