// products/{id}/comments/{cid} tells the product's owner; .../replies/{rid} tells the author
// of the comment. The author's name comes with the comment, so neither reads a profile.
import { notificationId } from '@xmates/domain';
import { commentRef, type StoredComment, type StoredReply } from '../db/comments';
import { productWithOwner } from '../db/products';
import {
  deliver,
  deliverAbout,
  newIo,
  noticeProduct,
  report,
  type DeliveryReport,
} from './deliver';

export async function notifyComment(
  productId: string,
  commentId: string,
  comment: StoredComment,
): Promise<DeliveryReport> {
  const io = newIo();
  const { product, owner } = await productWithOwner(productId);
  io.reads += 2;
  if (!product || !owner) return report('not-applicable', io);
  return deliver(
    {
      recipient: owner,
      id: notificationId('comment', commentId),
      type: 'COMMENT',
      createdAt: comment.createdAt,
      causedBy: comment.user.id,
      actor: comment.user,
      product: noticeProduct(productId, product),
      payload: {},
    },
    io,
  );
}

export function notifyReply(
  productId: string,
  commentId: string,
  replyId: string,
  reply: StoredReply,
): Promise<DeliveryReport> {
  // A tombstone (its author deleted the comment after this reply was posted) has no one to tell.
  return deliverAbout(commentRef(productId, commentId), (comment) =>
    comment.deleted === true
      ? null
      : {
          recipient: comment.user.id,
          id: notificationId('reply', replyId),
          type: 'REPLY',
          createdAt: reply.createdAt,
          causedBy: reply.user.id,
          actor: reply.user,
          // The product is linked by id; its slug and title would cost another read.
          product: { id: productId, slug: null, title: null },
          payload: {},
        },
  );
}
