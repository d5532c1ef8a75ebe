// Comments and replies as the API answers them: the author by id and display name; a
// tombstone (deleted) with its text and author erased in storage already; a blocked member's
// comment that holds replies, without its text and author.
import type { CommentView, ReplyDoc, ReplyView } from '@xmates/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import type { StoredComment, StoredReply } from '../db/comments';

/** What a comment and a reply show alike. */
function itemView(id: string, doc: ReplyDoc<Timestamp>) {
  return {
    _id: id,
    id,
    text: doc.text,
    user: { _id: doc.user.id, id: doc.user.id, displayName: doc.user.displayName },
    createdAt: doc.createdAt.toDate().toISOString(),
    hidden: doc.hidden,
    editedAt: doc.editedAt?.toDate().toISOString() ?? null,
  };
}

export function toReplyView(commentId: string, id: string, doc: StoredReply): ReplyView {
  return { ...itemView(id, doc), commentId };
}

export function toCommentView(
  productId: string,
  id: string,
  doc: StoredComment,
  replies: ReplyView[],
): CommentView {
  return {
    ...itemView(id, doc),
    productId,
    deleted: doc.deleted === true,
    blocked: false,
    repliesCount: doc.repliesCount,
    replies,
  };
}

/** A comment by a member the viewer blocked, kept for the replies it holds: no words, no author. */
export function toBlockedPlaceholder(view: CommentView): CommentView {
  const nobody = { _id: '', id: '', displayName: '' };
  return { ...view, text: '', user: nobody, editedAt: null, blocked: true };
}
