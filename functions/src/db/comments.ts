// products/{id}/comments/{cid}, their replies/{rid}, and the reports/{uid} of either.
import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  reportedItemsShape,
  type CommentDoc,
  type CommentReportDoc,
  type ItemPath,
  type ReplyDoc,
  type ReportedList,
} from '@xmates/domain';
import { typed, typedGroup } from './converter';
import { db } from './firebase';
import { productRef } from './products';
import { applyShape } from './query';

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

type ItemRef = DocumentReference<StoredReply, StoredReply>;

/** Members' reports of a comment or a reply: one per member and item (id = uid). */
export function itemReportsOf(item: ItemRef) {
  return typed<CommentReportDoc<Timestamp>>(item.collection(COLLECTIONS.reports));
}

export function itemReportRef(item: ItemRef, uid: string) {
  return itemReportsOf(item).doc(uid);
}

/** A comment or a reply as the moderation lists read them (only comments count replies). */
export type StoredItem = StoredReply & Partial<Pick<StoredComment, 'repliesCount'>>;

/**
 * Reads, in the transaction, a comment or reply (`path`) with its product, its comment and its
 * reports, in one round (a comment is read once, as itself and as its comment). Whoever calls
 * decides what a missing or hidden one answers.
 */
export async function readCommentItem(tx: Transaction, path: ItemPath) {
  const pRef = productRef(path.productId);
  const cRef = commentRef(path.productId, path.commentId);
  const itemRef: ItemRef =
    path.replyId === null ? cRef : replyRef(path.productId, path.commentId, path.replyId);
  const [productSnap, commentSnap, itemSnap, reportsSnap] = await Promise.all([
    tx.get(pRef),
    tx.get(cRef),
    path.replyId === null ? null : tx.get(itemRef),
    tx.get(itemReportsOf(itemRef)),
  ]);
  const comment = commentSnap.data();
  return {
    pRef,
    cRef,
    itemRef,
    product: productSnap.data(),
    comment,
    item: itemSnap === null ? comment : itemSnap.data(),
    reports: reportsSnap.docs,
  };
}

/** Every product's reported (or hidden) comments or replies: a collection-group query. */
export function moderatedItems(collection: 'comments' | 'replies', list: ReportedList) {
  const group = typedGroup<StoredItem>(db().collectionGroup(COLLECTIONS[collection]));
  return applyShape(group, reportedItemsShape(collection, list));
}
