// products/{id}/comments/{cid}, their replies/{rid}, and the reports/{uid} of either.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type CommentDoc, type CommentReportDoc, type ReplyDoc } from '@xmates/domain';
import { typed } from './converter';
import { productRef } from './products';

export type StoredComment = CommentDoc<Timestamp>;
export type StoredReply = ReplyDoc<Timestamp>;

export function commentsOf(productId: string) {
  return typed<StoredComment>(productRef(productId).collection(COLLECTIONS.comments));
}

export function commentRef(productId: string, commentId: string) {
  return commentsOf(productId).doc(commentId);
}

export function repliesOf(productId: string, commentId: string) {
  return typed<StoredReply>(commentRef(productId, commentId).collection(COLLECTIONS.replies));
}

export function replyRef(productId: string, commentId: string, replyId: string) {
  return repliesOf(productId, commentId).doc(replyId);
}

/** A member's report of a comment or a reply: one per member and item. */
export function itemReportRef(item: DocumentReference<StoredReply, StoredReply>, uid: string) {
  return typed<CommentReportDoc<Timestamp>>(item.collection(COLLECTIONS.reports)).doc(uid);
}
