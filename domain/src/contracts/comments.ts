// /api/products/{id}/comments: threads, posting and reports (answered with ReportAnswer).
// POST .../comments answers the new CommentView, POST .../replies the new ReplyView.
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
