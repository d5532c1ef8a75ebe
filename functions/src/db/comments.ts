// products/{id}/comments/{cid} and their replies/{rid}; the server-only report states of either,
// commentReports/{reportId}, with the members' reports beneath them (reports/{uid}).
import {
  FieldPath,
  type DocumentReference,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  repliesReportIdPrefix,
  reportIdOf,
  reportedItemsShape,
  type CommentDoc,
  type CommentReportStateDoc,
  type ItemPath,
  type ItemReportDoc,
  type ModeratedKind,
  type ReplyDoc,
} from '@xmates/domain';
import { typed, typedGroup } from './converter';
import { db } from './firebase';
import { productRef } from './products';
import { applyShape } from './query';

export type StoredComment = CommentDoc<Timestamp>;
export type StoredReply = ReplyDoc<Timestamp>;
export type StoredReportState = CommentReportStateDoc<Timestamp>;
export type StoredItemReport = ItemReportDoc<Timestamp>;

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

/** The comment or reply a path names. */
export function itemRefOf(path: ItemPath): ItemRef {
  return path.replyId === null
    ? commentRef(path.productId, path.commentId)
    : replyRef(path.productId, path.commentId, path.replyId);
}

/** The ids in a comment's or reply's reference: products/{p}/comments/{c}[/replies/{r}]. */
export function pathOfItemRef(ref: DocumentReference): ItemPath {
  const isReply = ref.parent.id === COLLECTIONS.replies;
  const comment = isReply ? ref.parent.parent : ref;
  return {
    productId: comment?.parent.parent?.id ?? '',
    commentId: comment?.id ?? '',
    replyId: isReply ? ref.id : null,
  };
}

/** Report states: server-only, one per reported comment or reply (id = its reportId). */
function reportStates() {
  return typed<StoredReportState>(db().collection(COLLECTIONS.commentReports));
}

type StateRef = DocumentReference<StoredReportState, StoredReportState>;

export function reportStateRef(path: ItemPath): StateRef {
  return reportStates().doc(reportIdOf(path));
}

/** The members' reports under a report state: one per member (id = uid). */
export function reportsUnder(state: StateRef) {
  return typed<StoredItemReport>(state.collection(COLLECTIONS.reports));
}

/** The first report still open on an item: its copy is the words as first reported. */
export const oldestReport = (state: StateRef) =>
  reportsUnder(state).orderBy('createdAt', 'asc').limit(1);

/** The report states of every reply under one comment (a range of document ids). */
export function repliesReportStates(productId: string, commentId: string) {
  const prefix = repliesReportIdPrefix(productId, commentId);
  return reportStates()
    .where(FieldPath.documentId(), '>=', prefix)
    .where(FieldPath.documentId(), '<', `${prefix}\uf8ff`);
}

/** A comment or a reply as the moderation lists read them (only comments count replies). */
export type StoredItem = StoredReply &
  Partial<Pick<StoredComment, 'repliesCount' | 'deleted' | 'deletedAt'>>;

/**
 * Reads, in the transaction, a comment or reply (`path`) with its product, its comment and its
 * report state, in one round (a comment is read once, as itself and as its comment). Whoever
 * calls decides what a missing or hidden one answers.
 */
export async function readCommentItem(tx: Transaction, path: ItemPath) {
  const pRef = productRef(path.productId);
  const cRef = commentRef(path.productId, path.commentId);
  const itemRef = itemRefOf(path);
  const stateRef = reportStateRef(path);
  const [productSnap, commentSnap, itemSnap, stateSnap] = await Promise.all([
    tx.get(pRef),
    tx.get(cRef),
    path.replyId === null ? null : tx.get(itemRef),
    tx.get(stateRef),
  ]);
  const comment = commentSnap.data();
  return {
    pRef,
    cRef,
    itemRef,
    stateRef,
    product: productSnap.data(),
    comment,
    item: itemSnap === null ? comment : itemSnap.data(),
    state: stateSnap.data(),
  };
}

/**
 * Whether deleting this reply leaves its tombstone without any stored reply (hidden ones
 * included), in which case the tombstone goes with it. A read: call it before any write.
 */
export async function emptiesTombstone(
  tx: Transaction,
  comment: StoredComment,
  path: ItemPath,
): Promise<boolean> {
  if (comment.deleted !== true || path.replyId === null) return false;
  const left = await tx.get(repliesOf(path.productId, path.commentId).select().limit(2));
  return left.docs.every((d) => d.id === path.replyId);
}

/** Open report states of one kind, newest report first: a collection-group query. */
export function openReportStates(kind: ModeratedKind) {
  const shape = reportedItemsShape(kind === 'comment' ? 'comments' : 'replies', 'reported');
  return applyShape(typedGroup<StoredReportState>(db().collectionGroup(shape.collection)), shape);
}

/** Every product's hidden comments or replies, most recently hidden first. */
export function hiddenItems(kind: ModeratedKind) {
  const shape = reportedItemsShape(kind === 'comment' ? 'comments' : 'replies', 'hidden');
  return applyShape(typedGroup<StoredItem>(db().collectionGroup(shape.collection)), shape);
}
