// submissions/{id} turning completed (create-product made it a product): the submitter hears
// that the link is in the community feed (APPROVED), unless they switched it off or the admin
// who created the product submitted it. The notice's id is the submission's, so a redelivered
// event (or a submission completed again) writes nothing.
import { notificationId } from '@xmates/domain';
import { productRef } from '../db/products';
import type { StoredSubmissionDoc } from '../db/submissions';
import { deliverAbout, newIo, noticeProduct, report, type DeliveryReport } from './deliver';

export async function notifyApproved(
  submissionId: string,
  before: StoredSubmissionDoc | undefined,
  after: StoredSubmissionDoc | undefined,
): Promise<DeliveryReport> {
  const productId = after?.status === 'completed' ? after.productId : null;
  if (!after || !productId || before?.status === 'completed') {
    return report('not-applicable', newIo());
  }
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
