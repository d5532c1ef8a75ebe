// Reported Comments and Reported Replies (admin): the queues (reported, and hidden for
// unhiding), hide and unhide, delete, and rejecting a report. Every action on an item deletes
// its reports, which takes it out of the reported list. Counts stay those of what members can
// read (countDeltas), moved in the action's transaction; each action writes its log entry there.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  LIMITS,
  MODERATION_MESSAGES,
  countDeltas,
  isDocumentId,
  logLabel,
  parseReportId,
  type DeleteItemAnswer,
  type HideAnswer,
  type ItemPath,
  type ModeratedKind,
  type ModerationTarget,
  type RejectReportAnswer,
  type ReportedItemView,
  type ReportedList,
} from '@xmates/domain';
import {
  commentRef,
  itemReportsOf,
  readCommentItem,
  moderatedItems,
  repliesOf,
  type StoredComment,
  type StoredItem,
  type StoredReply,
} from '../db/comments';
import { db } from '../db/firebase';
import { logAction, type Actor } from '../db/moderation';
import { productRef, type StoredProduct } from '../db/products';
import { offsetPage } from '../db/query';
import { HttpError } from '../http/http-error';
import { itemPath, toReportedItemView } from '../views/moderation-view';
import { checkItemId, emptiesTombstone, notFoundComment } from './comments';
import { checkProductId, inTransaction, notFoundProduct } from './product-access';
import { reportersOf } from './reporters';
import { readAll } from '../db/converter';

const kindOf = (path: ItemPath): ModeratedKind => (path.replyId === null ? 'comment' : 'reply');

export const notFoundItem = (kind: ModeratedKind) =>
  kind === 'comment' ? notFoundComment() : new HttpError(404, MODERATION_MESSAGES.replyNotFound);

/** A path from the URL; a malformed id is the same 404 as an unknown one. */
export function itemPathOf(productId: string, commentId: string, replyId: string | null): ItemPath {
  checkProductId(productId);
  checkItemId(commentId);
  if (replyId !== null && !isDocumentId(replyId)) throw notFoundItem('reply');
  return { productId, commentId, replyId };
}

export async function listModeratedItems(
  kind: ModeratedKind,
  list: ReportedList,
  page: number,
): Promise<{ items: ReportedItemView[]; page: number; pages: number; total: number }> {
  const query = moderatedItems(kind === 'comment' ? 'comments' : 'replies', list);
  const { docs, ...paging } = await offsetPage(query, page, LIMITS.adminPageSize);
  const paths = docs.map((d) => itemPath(kind, d.ref));
  const productIds = [...new Set(paths.map((p) => p.productId))];
  const [products, reporters] = await Promise.all([
    // Only the fields the list shows are read.
    readAll(
      productIds.map((id) => productRef(id)),
      { fieldMask: ['title', 'slug', 'approved'] },
    ),
    reportersOf(docs.map((d) => itemReportsOf(d.ref))),
  ]);
  const byId = new Map(products.map((p) => [p.id, p.data()]));
  const items = docs.map((d, i) => {
    const id = paths[i]?.productId ?? '';
    const product = byId.get(id);
    const view = {
      id,
      title: product?.title ?? '',
      slug: product?.slug ?? id,
      listed: product?.approved === true,
    };
    return toReportedItemView(kind, d.ref, d.data(), view, reporters[i] ?? []);
  });
  return { items, ...paging };
}

interface ReadItem {
  kind: ModeratedKind;
  productRef: DocumentReference<StoredProduct, StoredProduct>;
  commentRef: DocumentReference<StoredComment, StoredComment>;
  itemRef: DocumentReference<StoredReply, StoredReply>;
  product: StoredProduct;
  comment: StoredComment;
  item: StoredItem;
  reports: DocumentSnapshot[];
  target: ModerationTarget;
}

/** Reads a comment or reply with its product, parent comment and reports (reads come first). */
async function readItem(tx: Transaction, path: ItemPath): Promise<ReadItem> {
  const kind = kindOf(path);
  const { pRef, cRef, itemRef, product, comment, item, reports } = await readCommentItem(tx, path);
  if (!product) throw notFoundProduct();
  if (!comment) throw notFoundComment();
  if (!item) throw notFoundItem(kind);
  const target: ModerationTarget = {
    kind,
    id: itemRef.id,
    productId: path.productId,
    commentId: kind === 'reply' ? path.commentId : null,
    label: logLabel(`${item.user.displayName}: ${item.text}`),
  };
  return {
    kind,
    productRef: pRef,
    commentRef: cRef,
    itemRef,
    product,
    comment,
    item,
    reports,
    target,
  };
}

/** The label quotes the item's author: the log entry names them for the deletion of their data. */
const authorOf = (read: ReadItem) => read.item.user.id;

const reportsNote = (n: number) =>
  n === 0 ? null : `${n} ${n === 1 ? 'report' : 'reports'} cleared`;

/** Deletes the item's reports and marks it unreported: it leaves the reported list. */
function clearReports(tx: Transaction, read: ReadItem, extra: Partial<StoredReply> = {}): void {
  for (const report of read.reports) tx.delete(report.ref);
  tx.update(read.itemRef, { ...extra, reported: false, reportsCount: 0 });
}

/** Moves the visible counts by `deltas` and answers them as they now stand. */
function moveCounts(tx: Transaction, read: ReadItem, deltas: { comment: number; product: number }) {
  if (deltas.comment !== 0) {
    tx.update(read.commentRef, { repliesCount: FieldValue.increment(deltas.comment) });
  }
  if (deltas.product !== 0) {
    tx.update(read.productRef, { commentsCount: FieldValue.increment(deltas.product) });
  }
  return {
    commentsCount: (read.product.commentsCount ?? 0) + deltas.product,
    repliesCount: read.comment.repliesCount + deltas.comment,
  };
}

const itemState = (read: ReadItem) => ({
  kind: read.kind,
  hidden: read.item.hidden,
  repliesCount: read.kind === 'comment' ? read.comment.repliesCount : 0,
  deleted: read.kind === 'comment' && read.comment.deleted === true,
});

/** Hides ({hide: true}) or shows again a comment or a reply; idempotent, like any PATCH. */
export async function hideItem(path: ItemPath, hide: boolean, actor: Actor): Promise<HideAnswer> {
  const kind = kindOf(path);
  const counts = await inTransaction(async (tx) => {
    const read = await readItem(tx, path);
    const deltas = countDeltas(itemState(read), read.comment.hidden, hide ? 'hide' : 'unhide');
    const stillHidden = hide && read.item.hidden;
    const hiddenAt = hide
      ? stillHidden
        ? (read.item.hiddenAt ?? Timestamp.now())
        : Timestamp.now()
      : null;
    clearReports(tx, read, { hidden: hide, hiddenAt });
    const moved = moveCounts(tx, read, deltas);
    const action = `${kind}.${hide ? 'hide' : 'unhide'}` as const;
    logAction(tx, actor, action, read.target, reportsNote(read.reports.length), authorOf(read));
    return moved;
  });
  return { message: MODERATION_MESSAGES.hidden(kind, hide), hidden: hide, ...counts };
}

/** Deletes a comment (with its replies) or a reply, its reports with it. */
export async function deleteItem(path: ItemPath, actor: Actor): Promise<DeleteItemAnswer> {
  const kind = kindOf(path);
  const outcome = await inTransaction(async (tx) => {
    const read = await readItem(tx, path);
    const replies =
      kind === 'comment'
        ? (await tx.get(repliesOf(path.productId, path.commentId).count())).data().count
        : 0;
    // A tombstone (the author deleted the comment) goes with its last reply.
    const parentGone = await emptiesTombstone(tx, read.comment, path);
    const deltas = countDeltas(itemState(read), read.comment.hidden, 'delete');
    for (const report of read.reports) tx.delete(report.ref);
    tx.delete(read.itemRef);
    const counts = moveCounts(tx, read, deltas);
    if (parentGone) tx.delete(read.commentRef);
    const note =
      kind === 'comment' && replies > 0
        ? `with ${replies} ${replies === 1 ? 'reply' : 'replies'}`
        : null;
    logAction(tx, actor, `${kind}.delete`, read.target, note, authorOf(read));
    return { replies, counts };
  });
  if (kind === 'comment') {
    // The comment is gone, so nothing can be added under it; its replies and reports follow.
    await db()
      .recursiveDelete(commentRef(path.productId, path.commentId))
      .catch((err: unknown) => {
        logger.error('moderation.delete_replies_failed', { ...path, error: String(err) });
      });
  }
  return {
    message: MODERATION_MESSAGES.deleted(kind, outcome.replies),
    deleted: {
      comments: kind === 'comment' ? 1 : 0,
      replies: kind === 'comment' ? outcome.replies : 1,
    },
    commentsCount: outcome.counts.commentsCount,
    repliesCount: kind === 'reply' ? outcome.counts.repliesCount : null,
  };
}

/**
 * Rejects the reports of a reported comment or reply: they are deleted and the item stays as
 * it was. An item without open reports (rejected already, or handled by another admin) is a
 * 409, so a second admin learns that their list was out of date.
 */
export async function rejectItemReport(
  kind: ModeratedKind,
  reportId: string,
  actor: Actor,
): Promise<RejectReportAnswer> {
  const path = parseReportId(kind, reportId);
  if (!path) throw notFoundItem(kind);
  const cleared = await inTransaction(async (tx) => {
    const read = await readItem(tx, path);
    if (!read.item.reported) {
      throw new HttpError(409, MODERATION_MESSAGES.notReported(kind));
    }
    clearReports(tx, read);
    logAction(
      tx,
      actor,
      `${kind}.reject-report`,
      read.target,
      reportsNote(read.reports.length),
      authorOf(read),
    );
    return read.reports.length;
  });
  return { message: MODERATION_MESSAGES.reportRejected(kind), cleared };
}
