// Comments and replies through the API: visible items, newest first, paged by cursor;
// posting and reporting need a signed-in member, editing and deleting the author.
import {
  encodeCursor,
  type CommentDeleteAnswer,
  type CommentEditAnswer,
  type CommentView,
  type CommentsPage,
  type RepliesPage,
  type ReplyView,
  type ReportAnswer,
} from '@xmates/domain';
import { api } from '@/lib/api-client';

const base = (productId: string) => `/products/${encodeURIComponent(productId)}/comments`;
const item = (productId: string, commentId: string) =>
  `${base(productId)}/${encodeURIComponent(commentId)}`;

export const COMMENTS_PAGE = 10;

export function getComments(productId: string, after: string | null, signal?: AbortSignal) {
  return api.get<CommentsPage>(base(productId), {
    query: { limit: COMMENTS_PAGE, after: after ?? undefined },
    signal,
  });
}

export function getReplies(productId: string, commentId: string, after: string | null) {
  return api.get<RepliesPage>(`${item(productId, commentId)}/replies`, {
    query: { after: after ?? undefined },
  });
}

export const postComment = (productId: string, text: string) =>
  api.post<CommentView>(base(productId), { text });

export const postReply = (productId: string, commentId: string, text: string) =>
  api.post<ReplyView>(`${item(productId, commentId)}/replies`, { text });

export const reportComment = (productId: string, commentId: string) =>
  api.post<ReportAnswer>(`${item(productId, commentId)}/report`);

export const reportReply = (productId: string, commentId: string, replyId: string) =>
  api.post<ReportAnswer>(
    `${item(productId, commentId)}/replies/${encodeURIComponent(replyId)}/report`,
  );

/** A comment (replyId null) or one of its replies. */
const own = (productId: string, commentId: string, replyId: string | null) =>
  `${item(productId, commentId)}${replyId === null ? '' : `/replies/${encodeURIComponent(replyId)}`}`;

export const editComment = (
  productId: string,
  commentId: string,
  replyId: string | null,
  text: string,
) => api.patch<CommentEditAnswer>(own(productId, commentId, replyId), { text });

export const deleteComment = (productId: string, commentId: string, replyId: string | null) =>
  api.delete<CommentDeleteAnswer>(own(productId, commentId, replyId));

/** The cursor after a shown reply (the embedded newest ones), for "Show more replies". */
export function replyCursor(reply: ReplyView): string {
  return encodeCursor({ value: Date.parse(reply.createdAt), id: reply.id });
}
