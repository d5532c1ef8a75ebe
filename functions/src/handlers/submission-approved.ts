// The moment a member's submitted link becomes a product. The member-facing APPROVED
// notification ('Your submitted video link is added to the community feed') belongs here; the
// notifications area does not exist yet, so for now the event is only logged.
import { logger } from 'firebase-functions/logger';

export interface SubmissionApprovedEvent {
  submissionId: string;
  productId: string;
  slug: string;
  /** The member who submitted the link. */
  submitterUid: string;
  /** The admin who created the product. */
  adminUid: string;
}

/** Runs after the product's transaction committed, once per created product. */
export async function onSubmissionApproved(event: SubmissionApprovedEvent): Promise<void> {
  logger.info('submission.approved', { ...event });
}
