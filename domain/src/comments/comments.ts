/**
 * Comments and replies on products.
 *
 * products/{id}/comments/{cid}:
 *   { text, user {id, displayName}, createdAt, hidden, repliesCount }
 * products/{id}/comments/{cid}/replies/{rid}:
 *   { text, user {id, displayName}, createdAt, hidden }
 *
 * Reports never touch these public documents: anyone who may get a comment must not learn
 * that it was reported, how often or when. A reported item's report state is server-only,
 * commentReports/{reportId} (reportId: moderation/reported-items.ts), and each member's report
 * lies beneath it (.../reports/{uid}) with a copy of the words as reported: the text, author,
 * createdAt and editedAt of that moment. Reporting creates the report and sets the state's
 * reported true, reportsCount + 1 and reportedAt in one transaction; the moderation queues read
 * the states. The author's edit or delete leaves both in place: the moderators still judge the
 * words as reported (the delete stamps deletedByAuthorAt on an open state). Every moderation
 * action on the item (hide, unhide, delete, reject the report) deletes the state and its
 * reports; hiding stamps hiddenAt.
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
 * items. A deleted reply, or a deleted comment without any stored reply, is deleted. A deleted
 * comment WITH replies stays as a tombstone holding them: deleted true, deletedAt, its text and
 * author erased (text '', user {id: '', displayName: ''}). A tombstone counts for nothing
 * itself (its visible replies still count), takes no replies, edits or reports, and goes when
 * its last reply goes.
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

/** A member's report of a comment or reply: commentReports/{reportId}/reports/{uid}. */
export interface CommentReportDoc<T = unknown> {
  uid: string;
  createdAt: T;
}

/** The words as a member reported them: what the moderators judge, whatever came after. */
export interface ReportedWords<T = unknown> {
  text: string;
  author: CommentAuthor;
  createdAt: T;
  /** The item's last edit before the report; null if it had none. */
  editedAt: T | null;
}

/** A report as the API stores it, with its copy of the reported words. */
export interface ItemReportDoc<T = unknown> extends CommentReportDoc<T> {
  words: ReportedWords<T>;
}

/**
 * commentReports/{reportId}: the report state of one comment (replyId null) or reply,
 * server-only. Open while `reported`; a member's erasure withdraws their report
 * (reportsCount - 1, reported false at 0); a moderator's action deletes it.
 */
export interface CommentReportStateDoc<T = unknown> {
  kind: 'comment' | 'reply';
  productId: string;
  commentId: string;
  replyId: string | null;
  reported: boolean;
  reportsCount: number;
  /** The newest report's time (the moderation queue's order). */
  reportedAt: T;
  /** When the author deleted the item (or left its tombstone) while reported; null before. */
  deletedByAuthorAt: T | null;
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
  /**
   * By a member the viewer blocked, kept because it holds others' replies: text '' and author
   * erased, shown as BLOCK_MESSAGES.placeholder.
   */
  blocked: boolean;
  repliesCount: number;
  replies: ReplyView[];
}
