/**
 * Reported comments and replies. A comment or reply is addressed by the admin routes by its
 * path (product, comment, reply); the reject routes take one id, `reportId`, which joins those
 * ids with '~' (a character no document id contains, see core/document-ids.ts). The reportId is
 * also the id of the item's report state, commentReports/{reportId}.
 */
import { isDocumentId } from '../core/document-ids';

export type ModeratedKind = 'comment' | 'reply';

export interface ItemPath {
  productId: string;
  commentId: string;
  /** null for a comment. */
  replyId: string | null;
}

const SEPARATOR = '~';

export function reportIdOf(path: ItemPath): string {
  const ids = [path.productId, path.commentId, ...(path.replyId === null ? [] : [path.replyId])];
  return ids.join(SEPARATOR);
}

/**
 * What the reportIds of every reply under one comment start with, and nothing else's does: a
 * range of document ids finds their report states.
 */
export function repliesReportIdPrefix(productId: string, commentId: string): string {
  return `${reportIdOf({ productId, commentId, replyId: null })}${SEPARATOR}`;
}

/** The path a reportId names for its kind, or null when it cannot name one. */
export function parseReportId(kind: ModeratedKind, reportId: string): ItemPath | null {
  const ids = reportId.split(SEPARATOR);
  if (ids.length !== (kind === 'comment' ? 2 : 3) || !ids.every(isDocumentId)) return null;
  const [productId = '', commentId = '', replyId = null] = ids;
  return { productId, commentId, replyId };
}

/**
 * Counts stay those of what members can read: a comment's repliesCount counts its visible
 * replies, a product's commentsCount its visible comments plus their visible replies (a
 * hidden comment hides its replies). Hiding, unhiding and deleting move them by `countDeltas`.
 * A tombstone (a comment its author deleted while it had replies, `deleted`) counts only its
 * visible replies.
 */
export function countDeltas(
  item: { kind: ModeratedKind; hidden: boolean; repliesCount: number; deleted: boolean },
  parentHidden: boolean,
  change: 'hide' | 'unhide' | 'delete',
): { comment: number; product: number } {
  const wasVisible = !item.hidden;
  const visibleAfter = change === 'unhide';
  if (wasVisible === visibleAfter) return { comment: 0, product: 0 };
  const sign = visibleAfter ? 1 : -1;
  if (item.kind === 'comment') {
    return { comment: 0, product: sign * ((item.deleted ? 0 : 1) + item.repliesCount) };
  }
  return { comment: sign, product: parentHidden ? 0 : sign };
}
