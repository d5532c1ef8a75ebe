// Comments and replies: newest-first pages of visible items, posting (the product's
// commentsCount and the comment's repliesCount move in the same transaction) and reports.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  ANONYMOUS_NAME,
  COLLECTIONS,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  threadListShape,
  type CommentAuthor,
  type CommentDoc,
  type CommentReportDoc,
  type CommentView,
  type FeedCursor,
  type ReplyDoc,
  type ReplyView,
} from '@xmates/domain';
import { HttpError } from '../lib/http-error';
import { applyShape, pageAfter } from '../lib/paging';
import { approvedProduct, inTransaction, productRef } from '../lib/product-refs';
import { profileRef } from '../lib/user-docs';

const ITEM_ID = /^[A-Za-z0-9_-]{1,128}$/;

const commentsOf = (productId: string) => productRef(productId).collection(COLLECTIONS.comments);

function commentRef(productId: string, commentId: string) {
  if (!ITEM_ID.test(commentId)) throw notFoundComment();
  return commentsOf(productId).doc(commentId) as DocumentReference<CommentDoc<Timestamp>>;
}

function replyRef(productId: string, commentId: string, replyId: string) {
  if (!ITEM_ID.test(replyId)) throw notFoundComment();
  return commentRef(productId, commentId)
    .collection(COLLECTIONS.replies)
    .doc(replyId) as DocumentReference<ReplyDoc<Timestamp>>;
}

const notFoundComment = () => new HttpError(404, COMMENT_MESSAGES.notFound);

/** The author as shown under the item: the profile's name at posting time. */
async function authorOf(uid: string): Promise<CommentAuthor> {
  const name = (await profileRef(uid).get()).data()?.displayName?.trim();
  return { id: uid, displayName: name || ANONYMOUS_NAME };
}

function replyView(commentId: string, id: string, doc: ReplyDoc<Timestamp>): ReplyView {
  return {
    _id: id,
    id,
    commentId,
    text: doc.text,
    user: { _id: doc.user.id, id: doc.user.id, displayName: doc.user.displayName },
    createdAt: doc.createdAt.toDate().toISOString(),
    hidden: doc.hidden,
  };
}

function commentView(
  productId: string,
  id: string,
  doc: CommentDoc<Timestamp>,
  replies: ReplyView[],
): CommentView {
  return {
    _id: id,
    id,
    productId,
    text: doc.text,
    user: { _id: doc.user.id, id: doc.user.id, displayName: doc.user.displayName },
    createdAt: doc.createdAt.toDate().toISOString(),
    hidden: doc.hidden,
    repliesCount: doc.repliesCount ?? 0,
    replies,
  };
}

const asReply = (commentId: string) => (d: DocumentSnapshot) =>
  replyView(commentId, d.id, d.data() as ReplyDoc<Timestamp>);

export async function listComments(productId: string, limit: number, after: FeedCursor | null) {
  await approvedProduct(productId);
  const shape = threadListShape('comments');
  const query = applyShape(commentsOf(productId), shape);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, after, limit);
  // One small query per listed comment, all at once: at most pageMax × 3 replies are read.
  const replies = await Promise.all(
    docs.map((d) =>
      applyShape(
        commentRef(productId, d.id).collection(COLLECTIONS.replies),
        threadListShape('replies'),
      )
        .limit(COMMENT_LIMITS.embeddedReplies)
        .get(),
    ),
  );
  const comments = docs.map((d, i) =>
    commentView(
      productId,
      d.id,
      d.data() as CommentDoc<Timestamp>,
      (replies[i]?.docs ?? []).map(asReply(d.id)),
    ),
  );
  return { comments, nextCursor };
}

async function visibleComment(productId: string, commentId: string) {
  const snap = await commentRef(productId, commentId).get();
  if (!snap.exists || snap.data()?.hidden !== false) throw notFoundComment();
}

export async function listReplies(
  productId: string,
  commentId: string,
  limit: number,
  after: FeedCursor | null,
) {
  await approvedProduct(productId);
  await visibleComment(productId, commentId);
  const shape = threadListShape('replies');
  const query = applyShape(commentRef(productId, commentId).collection(COLLECTIONS.replies), shape);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, after, limit);
  return { replies: docs.map(asReply(commentId)), nextCursor };
}

export async function addComment(uid: string, productId: string, text: string) {
  await approvedProduct(productId);
  const user = await authorOf(uid);
  const ref = commentsOf(productId).doc() as DocumentReference<CommentDoc<Timestamp>>;
  // Timestamp.now() has millisecond precision, so page cursors (epoch ms) are exact.
  const doc: CommentDoc<Timestamp> = {
    text,
    user,
    createdAt: Timestamp.now(),
    hidden: false,
    repliesCount: 0,
    reportsCount: 0,
    reported: false,
  };
  await inTransaction(async (tx) => {
    tx.create(ref, doc);
    tx.update(productRef(productId), { commentsCount: FieldValue.increment(1) });
  });
  return commentView(productId, ref.id, doc, []);
}

export async function addReply(uid: string, productId: string, commentId: string, text: string) {
  await approvedProduct(productId);
  const parent = commentRef(productId, commentId);
  const user = await authorOf(uid);
  const ref = parent.collection(COLLECTIONS.replies).doc() as DocumentReference<
    ReplyDoc<Timestamp>
  >;
  const doc: ReplyDoc<Timestamp> = {
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
  return replyView(commentId, ref.id, doc);
}

/** Reports a visible comment (replyId null) or reply, once per member. */
export async function reportComment(
  uid: string,
  productId: string,
  commentId: string,
  replyId: string | null,
) {
  await approvedProduct(productId);
  const target: DocumentReference<ReplyDoc<Timestamp>> =
    replyId === null ? commentRef(productId, commentId) : replyRef(productId, commentId, replyId);
  const reportRef = target.collection(COLLECTIONS.reports).doc(uid);
  await inTransaction(async (tx) => {
    const [item, report] = await Promise.all([tx.get(target), tx.get(reportRef)]);
    if (!item.exists || item.data()?.hidden !== false) throw notFoundComment();
    if (report.exists) throw new HttpError(400, COMMENT_MESSAGES.alreadyReported);
    const doc: CommentReportDoc<Timestamp> = { uid, createdAt: Timestamp.now() };
    tx.create(reportRef, doc);
    tx.update(target, { reportsCount: FieldValue.increment(1), reported: true });
  });
  return { reported: true };
}
