// Comments and replies as the API answers them: the author by id and display name.
import type { CommentView, ReplyView } from '@xmates/domain';
import type { StoredComment, StoredReply } from '../db/comments';

export function toReplyView(commentId: string, id: string, doc: StoredReply): ReplyView {
  return {
    _id: id,
    id,
    commentId,
    text: doc.text,
    user: { _id: doc.user.id, id: doc.user.id, displayName: doc.user.displayName },
    createdAt: doc.createdAt.toDate().toISOString(),
    hidden: doc.hidden,
  };
}

export function toCommentView(
  productId: string,
  id: string,
  doc: StoredComment,
  replies: ReplyView[],
): CommentView {
  return {
    _id: id,
    id,
    productId,
    text: doc.text,
    user: { _id: doc.user.id, id: doc.user.id, displayName: doc.user.displayName },
    createdAt: doc.createdAt.toDate().toISOString(),
    hidden: doc.hidden,
    repliesCount: doc.repliesCount ?? 0,
    replies,
  };
}
