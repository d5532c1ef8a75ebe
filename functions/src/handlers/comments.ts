// Comments and replies: newest-first pages of visible items, posting (the product's
// commentsCount and the comment's repliesCount move in the same transaction) and reports.
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  isDocumentId,
  threadListShape,
  type CommentAuthor,
  type CommentView,
  type CommentsPage,
  type FeedCursor,
  type RepliesPage,
  type ReplyView,
  type ReportAnswer,
} from '@xmates/domain';
import {
  commentRef,
  commentsOf,
  itemReportRef,
  repliesOf,
  replyRef,
  type StoredComment,
  type StoredReply,
} from '../db/comments';
import { productRef } from '../db/products';
import { applyShape, pageAfter } from '../db/query';
import { displayNameOf } from '../db/users';
import { HttpError } from '../http/http-error';
import { toCommentView, toReplyView } from '../views/comment-view';
import { approvedProduct, inTransaction } from './product-access';

export const notFoundComment = () => new HttpError(404, COMMENT_MESSAGES.notFound);

/** A malformed id cannot name a comment or reply: the same 404 as an unknown one. */
export function checkItemId(id: string): void {
  if (!isDocumentId(id)) throw notFoundComment();
}

/** The author as shown under the item: the profile's name at posting time. */
async function authorOf(uid: string): Promise<CommentAuthor> {
  return { id: uid, displayName: await displayNameOf(uid) };
}

export async function listComments(
  productId: string,
  limit: number,
  after: FeedCursor | null,
): Promise<CommentsPage> {
  await approvedProduct(productId);
  const shape = threadListShape('comments');
  const query = applyShape(commentsOf(productId), shape);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, after, limit);
  // One small query per listed comment, all at once: at most pageMax × 3 replies are read.
  const replies = await Promise.all(
    docs.map((d) =>
      applyShape(repliesOf(productId, d.id), threadListShape('replies'))
        .limit(COMMENT_LIMITS.embeddedReplies)
        .get(),
    ),
  );
  const comments = docs.map((d, i) =>
    toCommentView(
      productId,
      d.id,
      d.data(),
      (replies[i]?.docs ?? []).map((r) => toReplyView(d.id, r.id, r.data())),
    ),
  );
  return { comments, nextCursor };
}

async function visibleComment(productId: string, commentId: string) {
  checkItemId(commentId);
  const snap = await commentRef(productId, commentId).get();
  if (!snap.exists || snap.data()?.hidden !== false) throw notFoundComment();
}

export async function listReplies(
  productId: string,
  commentId: string,
  limit: number,
  after: FeedCursor | null,
): Promise<RepliesPage> {
  await approvedProduct(productId);
  await visibleComment(productId, commentId);
  const shape = threadListShape('replies');
  const query = applyShape(repliesOf(productId, commentId), shape);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, after, limit);
  return { replies: docs.map((d) => toReplyView(commentId, d.id, d.data())), nextCursor };
}

export async function addComment(
  uid: string,
  productId: string,
  text: string,
): Promise<CommentView> {
  await approvedProduct(productId);
  const user = await authorOf(uid);
  const ref = commentsOf(productId).doc();
  // Timestamp.now() has millisecond precision, so page cursors (epoch ms) are exact.
  const doc: StoredComment = {
    text,
    user,
    createdAt: Timestamp.now(),
    hidden: false,
    repliesCount: 0,
    reportsCount: 0,
    reported: false,
  };
  await inTransaction((tx) => {
    tx.create(ref, doc);
    tx.update(productRef(productId), { commentsCount: FieldValue.increment(1) });
  });
  return toCommentView(productId, ref.id, doc, []);
}

export async function addReply(
  uid: string,
  productId: string,
  commentId: string,
  text: string,
): Promise<ReplyView> {
  await approvedProduct(productId);
  checkItemId(commentId);
  const parent = commentRef(productId, commentId);
  const user = await authorOf(uid);
  const ref = repliesOf(productId, commentId).doc();
  const doc: StoredReply = {
    text,
    user,
    createdAt: Timestamp.now(),
    hidden: false,
    reportsCount: 0,
    reported: false,
  };
  await inTransaction(async (tx) => {
    const comment = await tx.get(parent);
    if (!comment.exists || comment.data()?.hidden !== false) throw notFoundComment();
    tx.create(ref, doc);
    tx.update(parent, { repliesCount: FieldValue.increment(1) });
    tx.update(productRef(productId), { commentsCount: FieldValue.increment(1) });
  });
  return toReplyView(commentId, ref.id, doc);
}

/** Reports a visible comment (replyId null) or reply, once per member. */
export async function reportComment(
  uid: string,
  productId: string,
  commentId: string,
  replyId: string | null,
): Promise<ReportAnswer> {
  await approvedProduct(productId);
  checkItemId(commentId);
  if (replyId !== null) checkItemId(replyId);
  const target: DocumentReference<StoredReply, StoredReply> =
    replyId === null ? commentRef(productId, commentId) : replyRef(productId, commentId, replyId);
  const reportRef = itemReportRef(target, uid);
  const parent = commentRef(productId, commentId);
  await inTransaction(async (tx) => {
    // A reply under a hidden comment is hidden with it: members cannot report it either.
    const [item, report, comment] = await Promise.all([
      tx.get(target),
      tx.get(reportRef),
      tx.get(parent),
    ]);
    if (!item.exists || item.data()?.hidden !== false) throw notFoundComment();
    if (comment.data()?.hidden !== false) throw notFoundComment();
    if (report.exists)
      throw new HttpError(400, COMMENT_MESSAGES.alreadyReported, { code: 'already-reported' });
    const now = Timestamp.now();
    tx.create(reportRef, { uid, createdAt: now });
    tx.update(target, { reportsCount: FieldValue.increment(1), reported: true, reportedAt: now });
  });
  return { reported: true };
}
