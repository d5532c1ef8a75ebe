// users/{uid}/reactions/{productId}: a like tells the product's owner.
//
// The rule for likes toggled off and on: a member's like of a product notifies the owner once,
// the first time (the notice's id is the product and the liker). Unliking leaves the notice;
// liking again finds it there and writes nothing, so toggling cannot spam the owner.
import { Timestamp } from 'firebase-admin/firestore';
import { notificationId } from '@xmates/domain';
import { productWithOwner } from '../db/products';
import type { StoredReaction } from '../db/reactions';
import { deliver, newIo, noticeProduct, report, type DeliveryReport } from './deliver';

export async function notifyLike(
  likerUid: string,
  productId: string,
  before: StoredReaction | undefined,
  after: StoredReaction | undefined,
): Promise<DeliveryReport> {
  const io = newIo();
  if (after?.liked !== true || before?.liked === true) return report('not-applicable', io);
  const { product, owner } = await productWithOwner(productId);
  io.reads += 2;
  if (!product || !owner) return report('not-applicable', io);
  return deliver(
    {
      recipient: owner,
      id: notificationId('like', productId, likerUid),
      type: 'LIKE',
      createdAt: after.likedAt ?? Timestamp.now(),
      causedBy: likerUid,
      actor: 'profile',
      product: noticeProduct(productId, product),
      payload: {},
    },
    io,
  );
}
