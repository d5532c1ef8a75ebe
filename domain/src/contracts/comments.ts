// /api/products/{id}/comments: threads, posting and reports (answered with ReportAnswer).
// POST .../comments answers the new CommentView, POST .../replies the new ReplyView.
// The author's PATCH and DELETE of .../comments/{cid} and .../comments/{cid}/replies/{rid}
// answer CommentEditAnswer and CommentDeleteAnswer.
import type { CommentView, ReplyView } from '../comments/comments';

/** GET /api/products/{id}/comments?limit=&after=, newest first. */
export interface CommentsPage {
  comments: CommentView[];
  nextCursor: string | null;
}

/** GET /api/products/{id}/comments/{cid}/replies?limit=&after=, oldest first. */
export interface RepliesPage {
  replies: ReplyView[];
  nextCursor: string | null;
}

/** PATCH .../comments/{cid} or .../comments/{cid}/replies/{rid} (the author): the text stored. */
export interface CommentEditAnswer {
  id: string;
  text: string;
  editedAt: string;
}

/**
 * DELETE .../comments/{cid} or .../comments/{cid}/replies/{rid} (the author). `outcome`:
 * 'deleted' (the document is gone) or 'tombstone' (a comment with replies stays as
 * "Comment deleted"); `parentRemoved`: deleting a tombstone's last reply took the tombstone too.
 * The counts as they now stand (repliesCount: the parent comment's, null for a comment).
 */
export interface CommentDeleteAnswer {
  id: string;
  outcome: 'deleted' | 'tombstone';
  parentRemoved: boolean;
  commentsCount: number;
  repliesCount: number | null;
}
