// Comments and replies: newest-first pages of visible items, posting (the product's
// commentsCount and the comment's repliesCount move in the same transaction), reports (kept
// off the items, with a copy of the reported words), and the author's edit and delete (a
// comment with replies stays as a tombstone; open reports stay for the moderators).
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  ERASED_AUTHOR,
  countDeltas,
  threadListShape,
  type CommentAuthor,
  type CommentDeleteAnswer,
  type CommentEditAnswer,
  type CommentView,
  type ItemPath,
  type CommentsPage,
  type FeedCursor,
  type RepliesPage,
  type ReplyView,
  type ReportAnswer,
} from '@xmates/domain';
import {
  commentRef,
  commentsOf,
  emptiesTombstone,
  itemRefOf,
  readCommentItem,
  repliesOf,
  reportStateRef,
  reportsUnder,
  type StoredComment,
  type StoredReply,
} from '../db/comments';
import { blockedAmong } from '../db/blocks';
import { productRef } from '../db/products';
import { applyShape, pageAfter } from '../db/query';
import { displayNameOf } from '../db/users';
import { HttpError } from '../http/http-error';
import { toBlockedPlaceholder, toCommentView, toReplyView } from '../views/comment-view';
import { checkItemId, notFoundComment } from '../lookups/comments';
import { approvedProduct, inTransaction, notFoundProduct } from '../lookups/products';

/** The author as shown under the item: the profile's name at posting time. */
async function authorOf(uid: string): Promise<CommentAuthor> {
  return { id: uid, displayName: await displayNameOf(uid) };
}

/**
 * The comments and replies the viewer sees: without those of members they blocked, a blocked
 * comment that still holds replies kept as a placeholder (BLOCK_MESSAGES.placeholder).
 */
function withoutBlocked(comments: CommentView[], blocked: Set<string>): CommentView[] {
  if (blocked.size === 0) return comments;
  return comments.flatMap((comment) => {
    const replies = comment.replies.filter((r) => !blocked.has(r.user.id));
    const kept = { ...comment, replies };
    if (!blocked.has(comment.user.id)) return [kept];
    const holdsOthers = replies.length > 0 || comment.repliesCount > comment.replies.length;
    return holdsOthers ? [toBlockedPlaceholder(kept)] : [];
  });
}

/** `viewer`: the signed-in caller (null for a visitor), whose blocks leave the lists. */
export async function listComments(
  productId: string,
  limit: number,
  after: FeedCursor | null,
  viewer: string | null,
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
  const authors = comments.flatMap((c) => [c.user.id, ...c.replies.map((r) => r.user.id)]);
  const blocked = viewer ? await blockedAmong(viewer, authors) : new Set<string>();
  // A tombstone whose replies are all hidden holds nothing to show.
  const shown = comments.filter((c) => !c.deleted || c.repliesCount > 0);
  return { comments: withoutBlocked(shown, blocked), nextCursor };
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
  viewer: string | null,
): Promise<RepliesPage> {
  await approvedProduct(productId);
  await visibleComment(productId, commentId);
  const shape = threadListShape('replies');
  const query = applyShape(repliesOf(productId, commentId), shape);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, after, limit);
  const replies = docs.map((d) => toReplyView(commentId, d.id, d.data()));
  const authors = replies.map((r) => r.user.id);
  const blocked = viewer ? await blockedAmong(viewer, authors) : new Set<string>();
  return { replies: replies.filter((r) => !blocked.has(r.user.id)), nextCursor };
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
  };
  await inTransaction(async (tx) => {
    const comment = (await tx.get(parent)).data();
    // A tombstone takes no new replies: its author deleted the conversation's start.
    if (comment?.hidden !== false || comment.deleted === true) throw notFoundComment();
    tx.create(ref, doc);
    tx.update(parent, { repliesCount: FieldValue.increment(1) });
    tx.update(productRef(productId), { commentsCount: FieldValue.increment(1) });
  });
  return toReplyView(commentId, ref.id, doc);
}

/**
 * Reports a visible comment (replyId null) or reply, once per member. The report keeps a copy of
 * the words as they stand (text, author, times), and the item's report state (server-only)
 * counts it; the item members read is not written.
 */
export async function reportComment(
  uid: string,
  productId: string,
  commentId: string,
  replyId: string | null,
): Promise<ReportAnswer> {
  await approvedProduct(productId);
  checkItemId(commentId);
  if (replyId !== null) checkItemId(replyId);
  const path: ItemPath = { productId, commentId, replyId };
  const target = itemRefOf(path);
  const stateRef = reportStateRef(path);
  const reportRef = reportsUnder(stateRef).doc(uid);
  const parent = commentRef(productId, commentId);
  await inTransaction(async (tx) => {
    // A reply under a hidden comment is hidden with it: members cannot report it either.
    const [itemSnap, report, comment, stateSnap] = await Promise.all([
      tx.get(target),
      tx.get(reportRef),
      tx.get(parent),
      tx.get(stateRef),
    ]);
    const item = itemSnap.data();
    if (item?.hidden !== false) throw notFoundComment();
    if (comment.data()?.hidden !== false || comment.data()?.deleted === true) {
      throw notFoundComment();
    }
    if (report.exists)
      throw new HttpError(400, COMMENT_MESSAGES.alreadyReported, { code: 'already-reported' });
    const now = Timestamp.now();
    const words = {
      text: item.text,
      author: item.user,
      createdAt: item.createdAt,
      editedAt: item.editedAt ?? null,
    };
    tx.create(reportRef, { uid, createdAt: now, words });
    const state = stateSnap.data();
    if (state?.reported === true) {
      tx.update(stateRef, { reportsCount: FieldValue.increment(1), reportedAt: now });
    } else {
      tx.set(stateRef, {
        kind: replyId === null ? 'comment' : 'reply',
        ...path,
        reported: true,
        reportsCount: 1,
        reportedAt: now,
        deletedByAuthorAt: null,
      });
    }
  });
  return { reported: true };
}

/** A path from the URL; a malformed id is the same 404 as an unknown one. */
export function ownItemPath(
  productId: string,
  commentId: string,
  replyId: string | null,
): ItemPath {
  checkItemId(commentId);
  if (replyId !== null) checkItemId(replyId);
  return { productId, commentId, replyId };
}

/**
 * Reads, in the transaction, the product, the comment, and the item (the comment or one of its
 * replies) with its report state: 404 unless the item and its comment are visible (and the
 * comment not a tombstone, for the comment itself), 403 unless the caller wrote it.
 */
async function readOwnItem(tx: Transaction, uid: string, path: ItemPath) {
  const { product, comment, item, ...read } = await readCommentItem(tx, path);
  if (product?.approved !== true) throw notFoundProduct();
  if (comment?.hidden !== false || item?.hidden !== false) throw notFoundComment();
  if (path.replyId === null && comment.deleted === true) throw notFoundComment();
  if (item.user.id !== uid) {
    throw new HttpError(403, COMMENT_MESSAGES.notYours, { code: 'forbidden' });
  }
  return { ...read, product, comment };
}

/** The author edits their visible comment or reply: the text (checked as posting) and editedAt. */
export async function editOwnItem(
  uid: string,
  path: ItemPath,
  text: string,
): Promise<CommentEditAnswer> {
  await approvedProduct(path.productId);
  const editedAt = Timestamp.now();
  await inTransaction(async (tx) => {
    const own = await readOwnItem(tx, uid, path);
    tx.update(own.itemRef, { text, editedAt });
  });
  return { id: path.replyId ?? path.commentId, text, editedAt: editedAt.toDate().toISOString() };
}

/**
 * The author deletes their visible comment or reply. A comment with replies (any stored, hidden
 * ones included) becomes a tombstone: text and author erased, its replies kept; without replies
 * it goes. Deleting a tombstone's last reply takes the tombstone too. Open reports stay, with
 * their copies of the words, for the moderators to decide (the state notes the deletion). The
 * counts move in the same transaction, which also reads the comment that a new reply updates,
 * so a reply added meanwhile restarts it.
 */
export async function deleteOwnItem(uid: string, path: ItemPath): Promise<CommentDeleteAnswer> {
  await approvedProduct(path.productId);
  return inTransaction(async (tx) => {
    const own = await readOwnItem(tx, uid, path);
    const isReply = path.replyId !== null;
    const anyReply = isReply
      ? false
      : !(await tx.get(repliesOf(path.productId, path.commentId).select().limit(1))).empty;
    const parentRemoved = await emptiesTombstone(tx, own.comment, path);
    // The item leaves the count; a tombstone's visible replies stay in it.
    const deltas = countDeltas(
      {
        kind: isReply ? 'reply' : 'comment',
        hidden: false,
        repliesCount: anyReply ? 0 : own.comment.repliesCount,
        deleted: false,
      },
      false,
      'delete',
    );
    const now = Timestamp.now();
    if (own.state?.reported === true) tx.update(own.stateRef, { deletedByAuthorAt: now });
    if (anyReply) {
      tx.update(own.cRef, {
        text: '',
        user: ERASED_AUTHOR,
        deleted: true,
        deletedAt: now,
        editedAt: FieldValue.delete(),
      });
    } else {
      tx.delete(own.itemRef);
    }
    if (parentRemoved) tx.delete(own.cRef);
    else if (deltas.comment !== 0) {
      tx.update(own.cRef, { repliesCount: FieldValue.increment(deltas.comment) });
    }
    tx.update(own.pRef, { commentsCount: FieldValue.increment(deltas.product) });
    return {
      id: path.replyId ?? path.commentId,
      outcome: anyReply ? 'tombstone' : 'deleted',
      parentRemoved,
      commentsCount: (own.product.commentsCount ?? 0) + deltas.product,
      repliesCount: isReply ? own.comment.repliesCount + deltas.comment : null,
    };
  });
}
