// Reported Comments and Reported Replies (admin): the queues (reported, read from the items'
// server-only report states, and hidden for unhiding), hide and unhide, delete, and rejecting a
// report. Moderators judge the words as reported (each report's copy), also after the author
// edited or deleted the item. Every action on an item deletes its report state and reports,
// which takes it out of the reported list. Counts stay those of what members can read
// (countDeltas), moved in the action's transaction; each action writes its log entry there.
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type QueryDocumentSnapshot,
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
  type ReportedWords,
  type ReporterView,
} from '@xmates/domain';
import {
  commentRef,
  emptiesTombstone,
  hiddenItems,
  itemRefOf,
  oldestReport,
  openReportStates,
  pathOfItemRef,
  readCommentItem,
  repliesOf,
  repliesReportStates,
  reportStateRef,
  reportsUnder,
  type StoredComment,
  type StoredItem,
  type StoredItemReport,
  type StoredReply,
  type StoredReportState,
} from '../db/comments';
import { db } from '../db/firebase';
import { logAction, type Actor } from '../db/moderation';
import { productRef, type StoredProduct } from '../db/products';
import { offsetPage } from '../db/query';
import { HttpError } from '../http/http-error';
import { toReportedItemView, type ListedItem } from '../views/moderation-view';
import { checkItemId, notFoundComment } from '../lookups/comments';
import { checkProductId, inTransaction, notFoundProduct } from '../lookups/products';
import { reportersOf } from '../listing/reporters';
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

/** A listed item with the newest few of its open reports (none for a hidden item). */
type Listed = ListedItem & { reporters: ReporterView[] };

const pathOfState = ({ productId, commentId, replyId }: StoredReportState): ItemPath => ({
  productId,
  commentId,
  replyId,
});

/**
 * A page of open report states, with the items they are about (gone ones included), their
 * newest reporters and the words as the oldest report copied them.
 */
async function reportedPage(kind: ModeratedKind, page: number) {
  const { docs, ...paging } = await offsetPage(openReportStates(kind), page, LIMITS.adminPageSize);
  const states = docs.map((d) => d.data());
  const [items, reporters, oldest] = await Promise.all([
    readAll(states.map((state) => itemRefOf(pathOfState(state)))),
    reportersOf(docs.map((d) => reportsUnder(d.ref))),
    Promise.all(docs.map((d) => oldestReport(d.ref).get())),
  ]);
  const entries = states.map((state, i): Listed => ({
    path: pathOfState(state),
    item: items[i]?.data(),
    state,
    words: oldest[i]?.docs[0]?.data().words,
    reporters: reporters[i] ?? [],
  }));
  return { entries, ...paging };
}

/** A page of hidden items: none has an open report (hiding clears it; nobody reports them). */
async function hiddenPage(kind: ModeratedKind, page: number) {
  const { docs, ...paging } = await offsetPage(hiddenItems(kind), page, LIMITS.adminPageSize);
  const entries = docs.map((d): Listed => ({
    path: pathOfItemRef(d.ref),
    item: d.data(),
    state: undefined,
    words: undefined,
    reporters: [],
  }));
  return { entries, ...paging };
}

export async function listModeratedItems(
  kind: ModeratedKind,
  list: ReportedList,
  page: number,
): Promise<{ items: ReportedItemView[]; page: number; pages: number; total: number }> {
  const { entries, ...paging } =
    list === 'reported' ? await reportedPage(kind, page) : await hiddenPage(kind, page);
  const productIds = [...new Set(entries.map((e) => e.path.productId))];
  // Only the fields the list shows are read.
  const products = await readAll(
    productIds.map((id) => productRef(id)),
    { fieldMask: ['title', 'slug', 'approved'] },
  );
  const byId = new Map(products.map((p) => [p.id, p.data()]));
  const items = entries.map(({ reporters, ...listed }) => {
    const id = listed.path.productId;
    const product = byId.get(id);
    const view = {
      id,
      title: product?.title ?? '',
      slug: product?.slug ?? id,
      listed: product?.approved === true,
    };
    return toReportedItemView(kind, listed, view, reporters);
  });
  return { items, ...paging };
}

type ReportSnapshot = QueryDocumentSnapshot<StoredItemReport, StoredItemReport>;

/** The words as the oldest of these reports copied them; undefined without any. */
function oldestWords(reports: ReportSnapshot[]): ReportedWords<Timestamp> | undefined {
  const sorted = [...reports].sort(
    (a, b) => a.data().createdAt.toMillis() - b.data().createdAt.toMillis(),
  );
  return sorted[0]?.data().words;
}

/**
 * Who and what the log entry quotes: the item's author and text while it holds them, else the
 * words as reported (the author deleted the item, or left its erased tombstone). The entry names
 * the author (aboutUid) for the deletion of their data.
 */
function quoted(item: StoredItem | undefined, reports: ReportSnapshot[]) {
  const words = item === undefined || item.deleted === true ? oldestWords(reports) : undefined;
  const author = words?.author ?? item?.user;
  return {
    label: logLabel(`${author?.displayName ?? ''}: ${words?.text ?? item?.text ?? ''}`),
    aboutUid: author?.id ?? '',
  };
}

function targetOf(path: ItemPath, label: string): ModerationTarget {
  const kind = kindOf(path);
  return {
    kind,
    id: path.replyId ?? path.commentId,
    productId: path.productId,
    commentId: kind === 'reply' ? path.commentId : null,
    label,
  };
}

/** The item's reports, read in the transaction. */
async function readReports(tx: Transaction, path: ItemPath): Promise<ReportSnapshot[]> {
  return (await tx.get(reportsUnder(reportStateRef(path)))).docs;
}

interface ReadItem {
  kind: ModeratedKind;
  productRef: DocumentReference<StoredProduct, StoredProduct>;
  commentRef: DocumentReference<StoredComment, StoredComment>;
  itemRef: DocumentReference<StoredReply, StoredReply>;
  stateRef: DocumentReference<StoredReportState, StoredReportState>;
  product: StoredProduct;
  comment: StoredComment;
  item: StoredItem;
  reports: ReportSnapshot[];
  target: ModerationTarget;
  aboutUid: string;
}

/**
 * Reads a comment or reply with its product, parent comment, report state and reports (reads
 * come first); 404 unless all of them but the reports exist.
 */
async function readItem(tx: Transaction, path: ItemPath): Promise<ReadItem> {
  const kind = kindOf(path);
  const [read, reports] = await Promise.all([readCommentItem(tx, path), readReports(tx, path)]);
  const { pRef, cRef, itemRef, stateRef, product, comment, item } = read;
  if (!product) throw notFoundProduct();
  if (!comment) throw notFoundComment();
  if (!item) throw notFoundItem(kind);
  const { label, aboutUid } = quoted(item, reports);
  return {
    kind,
    productRef: pRef,
    commentRef: cRef,
    itemRef,
    stateRef,
    product,
    comment,
    item,
    reports,
    target: targetOf(path, label),
    aboutUid,
  };
}

const reportsNote = (n: number) =>
  n === 0 ? null : `${n} ${n === 1 ? 'report' : 'reports'} cleared`;

/** Deletes the item's reports and its report state (if any): it leaves the reported list. */
function clearReports(tx: Transaction, read: Pick<ReadItem, 'stateRef' | 'reports'>): void {
  for (const report of read.reports) tx.delete(report.ref);
  tx.delete(read.stateRef);
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
    clearReports(tx, read);
    tx.update(read.itemRef, { hidden: hide, hiddenAt });
    const moved = moveCounts(tx, read, deltas);
    const action = `${kind}.${hide ? 'hide' : 'unhide'}` as const;
    logAction(tx, actor, action, read.target, {
      note: reportsNote(read.reports.length),
      aboutUid: read.aboutUid,
      reported: read.reports.length > 0,
    });
    return moved;
  });
  return { message: MODERATION_MESSAGES.hidden(kind, hide), hidden: hide, ...counts };
}

/**
 * The report states of the replies under a deleted comment, with their reports: the replies
 * are gone, so nothing is left to judge.
 */
async function deleteRepliesReports(productId: string, commentId: string): Promise<void> {
  const states = await repliesReportStates(productId, commentId).select().get();
  await Promise.all(states.docs.map((d) => db().recursiveDelete(d.ref)));
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
    clearReports(tx, read);
    tx.delete(read.itemRef);
    const counts = moveCounts(tx, read, deltas);
    if (parentGone) tx.delete(read.commentRef);
    const note =
      kind === 'comment' && replies > 0
        ? `with ${replies} ${replies === 1 ? 'reply' : 'replies'}`
        : null;
    logAction(tx, actor, `${kind}.delete`, read.target, {
      note,
      aboutUid: read.aboutUid,
      reported: read.reports.length > 0,
    });
    return { replies, counts };
  });
  if (kind === 'comment') {
    // The comment is gone, so nothing can be added under it; its replies and their reports follow.
    await Promise.all([
      db().recursiveDelete(commentRef(path.productId, path.commentId)),
      deleteRepliesReports(path.productId, path.commentId),
    ]).catch((err: unknown) => {
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
 * it was. It also closes the report of an item its author deleted meanwhile. An item without
 * open reports (rejected already, or handled by another admin) is a 409, so a second admin
 * learns that their list was out of date; 404 when there is neither a report nor an item.
 */
export async function rejectItemReport(
  kind: ModeratedKind,
  reportId: string,
  actor: Actor,
): Promise<RejectReportAnswer> {
  const path = parseReportId(kind, reportId);
  if (!path) throw notFoundItem(kind);
  const cleared = await inTransaction(async (tx) => {
    const [read, reports] = await Promise.all([readCommentItem(tx, path), readReports(tx, path)]);
    if (read.state?.reported !== true) {
      if (!read.product) throw notFoundProduct();
      if (!read.comment) throw notFoundComment();
      if (!read.item) throw notFoundItem(kind);
      throw new HttpError(409, MODERATION_MESSAGES.notReported(kind));
    }
    clearReports(tx, { stateRef: read.stateRef, reports });
    const { label, aboutUid } = quoted(read.item, reports);
    logAction(tx, actor, `${kind}.reject-report`, targetOf(path, label), {
      note: reportsNote(reports.length),
      aboutUid,
      reported: true,
    });
    return reports.length;
  });
  return { message: MODERATION_MESSAGES.reportRejected(kind), cleared };
}
