// The moment a member's submitted link becomes a product: the submitter hears that it is in the
// community feed (APPROVED, unless they switched it off or approved their own link).
import { Timestamp } from 'firebase-admin/firestore';
import { notificationId } from '@xmates/domain';
import { deliver, logDelivery, newIo } from '../triggers/deliver';

export interface SubmissionApprovedEvent {
  submissionId: string;
  productId: string;
  slug: string;
  title: string;
  /** The member who submitted the link. */
  submitterUid: string;
  /** The admin who created the product. */
  adminUid: string;
}

/**
 * Runs after the product's transaction committed, once per created product. The notice's id is
 * the submission's, so running it again for the same submission writes nothing.
 */
export async function onSubmissionApproved(event: SubmissionApprovedEvent): Promise<void> {
  const report = await deliver(
    {
      recipient: event.submitterUid,
      id: notificationId('approved', event.submissionId),
      type: 'APPROVED',
      createdAt: Timestamp.now(),
      causedBy: event.adminUid,
      actor: null,
      product: { id: event.productId, slug: event.slug, title: event.title },
      payload: {},
    },
    newIo(),
  );
  logDelivery('submission.approved', report);
}
