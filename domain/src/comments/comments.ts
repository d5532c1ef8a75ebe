/**
 * Comments and replies on products.
 *
 * products/{id}/comments/{cid}:
 *   { text, user {id, displayName}, createdAt, hidden, repliesCount, reportsCount, reported }
 * products/{id}/comments/{cid}/replies/{rid}:
 *   { text, user {id, displayName}, createdAt, hidden, reportsCount, reported }
 * .../comments/{cid}/reports/{uid} and .../replies/{rid}/reports/{uid}: one report per member
 *   ({uid, createdAt}); the comment or reply gets reportsCount + 1, reported: true and
 *   reportedAt in the same transaction, which the admin moderation reads. Every moderation
 *   action on the item (hide, unhide, reject the report) deletes its reports and sets
 *   reported false and reportsCount 0; hiding stamps hiddenAt.
 *
 * Everyone reads comments and replies with hidden == false; admins read all; only the API
 * writes. The counts are of what members can read: the product's commentsCount counts its
 * visible comments AND their visible replies, a comment's repliesCount its visible replies.
 * Posting adds to them in the transaction that creates the item; hiding, unhiding and deleting
 * move them in theirs (moderation/reported-items.ts, countDeltas).
 *
 * Text is plain text: trimmed, 1..LIMITS.commentMax (1000) characters, never interpreted as
 * HTML (the SPA renders it as a text node). The author's name is copied from profiles/{uid}
 * at posting time ('Anonymous' without one).
 *
 * The author edits (PATCH, same rules as posting; stamps editedAt) and deletes their own visible
 * items. A deleted reply, or a deleted comment without any stored reply, is deleted with its
 * reports. A deleted comment WITH replies stays as a tombstone holding them: deleted true,
 * deletedAt, its text and author erased (text '', user {id: '', displayName: ''}), its reports
 * deleted. A tombstone counts for nothing itself (its visible replies still count), takes no
 * replies, edits or reports, and goes when its last reply goes.
 */
export const COMMENT_LIMITS = {
  /** Comments per page of GET /api/products/:id/comments (default and maximum). */
  pageSize: 10,
  pageMax: 20,
  /** Newest replies embedded under each listed comment. */
  embeddedReplies: 3,
  /** Replies per page of GET .../comments/:cid/replies (default and maximum). */
  repliesPageSize: 10,
  repliesPageMax: 50,
} as const;

export const ANONYMOUS_NAME = 'Anonymous';

export interface CommentAuthor {
  id: string;
  displayName: string;
}

export interface ReplyDoc<T = unknown> {
  text: string;
  user: CommentAuthor;
  createdAt: T;
  hidden: boolean;
  reportsCount: number;
  reported: boolean;
  /** The newest report's time (the moderation queue's order); absent until reported. */
  reportedAt?: T;
  /** When an admin last hid the item (the hidden list's order). */
  hiddenAt?: T | null;
  /** When the author last edited the text; absent until edited. */
  editedAt?: T;
}

export interface CommentDoc<T = unknown> extends ReplyDoc<T> {
  repliesCount: number;
  /** A tombstone: the author deleted it while it had replies (text and author erased). */
  deleted?: boolean;
  deletedAt?: T;
}

/** A tombstone's author as stored and answered: erased. */
export const ERASED_AUTHOR: CommentAuthor = { id: '', displayName: '' };

export interface CommentReportDoc<T = unknown> {
  uid: string;
  createdAt: T;
}

/** A reply as the API answers it (createdAt as an ISO string). */
export interface ReplyView {
  _id: string;
  id: string;
  commentId: string;
  text: string;
  user: { _id: string; id: string; displayName: string };
  createdAt: string;
  hidden: boolean;
  /** When the author last edited the text (the SPA shows "edited"), null if never. */
  editedAt: string | null;
}

/** A comment as the API answers it, with its newest replies (up to 3) embedded. */
export interface CommentView extends Omit<ReplyView, 'commentId'> {
  productId: string;
  /** A tombstone ("Comment deleted"): text '' and author erased, its replies still shown. */
  deleted: boolean;
  repliesCount: number;
  replies: ReplyView[];
}
