// submissions/{id} reviewed: the submitter hears the outcome.
// - Completed (create-product made it a product): the link is in the community feed (APPROVED),
//   unless they switched it off or the admin who created the product submitted it.
// - Rejected as a duplicate (create-product found the link already listed): the link is already
//   on xmates (DUPLICATE), with the listed product attached; the admins' answer to the member's
//   own submission, so it has no switch.
// The notice's id is the submission's, so a redelivered event (or a submission completed
// again) writes nothing.
import { notificationId } from '@xmates/domain';
import { productRef } from '../db/products';
import type { StoredSubmissionDoc } from '../db/submissions';
import { deliverAbout, newIo, noticeProduct, report, type DeliveryReport } from './deliver';

export async function notifyReviewed(
  submissionId: string,
  before: StoredSubmissionDoc | undefined,
  after: StoredSubmissionDoc | undefined,
): Promise<DeliveryReport> {
  if (!after || before?.status === after.status) return report('not-applicable', newIo());
  if (after.status === 'completed' && after.productId) {
    const productId = after.productId;
    // The product's slug and title, as the notice links it (gone: nothing to announce).
    return deliverAbout(productRef(productId), (product) => ({
      recipient: after.submittedBy.uid,
      id: notificationId('approved', submissionId),
      type: 'APPROVED',
      createdAt: after.updatedAt,
      causedBy: after.completedBySubmitter ? after.submittedBy.uid : null,
      actor: null,
      product: noticeProduct(productId, product),
      payload: {},
    }));
  }
  const duplicateOf = after.status === 'rejected' ? after.duplicateOf : null;
  if (duplicateOf) {
    return deliverAbout(productRef(duplicateOf.id), (product) => ({
      recipient: after.submittedBy.uid,
      id: notificationId('duplicate', submissionId),
      type: 'DUPLICATE',
      createdAt: after.updatedAt,
      causedBy: null,
      actor: null,
      product: noticeProduct(duplicateOf.id, product),
      payload: {},
    }));
  }
  return report('not-applicable', newIo());
}
