/** A submitted link as stored. T is the writer's Timestamp type (Admin SDK or web SDK). */
import type { LinkRisk } from '../links/link-risk';

export type SubmissionStatus = 'pending' | 'approved' | 'completed' | 'rejected';

/** What a member submits, cleaned by checkSubmission and stored as is. */
export interface SubmissionInput {
  link: string;
  category: string | null;
  suggestedCategory: string | null;
  tags: string[];
  title: string;
  description: string;
}

/** submissions/{id}: a member's submitted link on its way to becoming a product. */
export interface SubmissionDoc<T = unknown> extends SubmissionInput {
  status: SubmissionStatus;
  submittedBy: { uid: string; email: string | null; displayName: string | null };
  createdAt: T;
  updatedAt: T;
}

/** submissions/{id} as stored by the API (seeded documents may lack the review fields). */
export interface StoredSubmission<T = unknown> extends SubmissionDoc<T> {
  /** canonicalLink(link), for finding submissions of one video. */
  linkKey?: string | null;
  /** The link risk check at submission time. */
  risk?: LinkRisk;
  /** Set when the submission became a product (status completed). */
  productId?: string | null;
  /**
   * True when the admin who created that product is the submitter (no APPROVED notice then).
   * A flag, not the admin's uid: the submitter reads this document, and which admin approved
   * is the moderation log's to know.
   */
  completedBySubmitter?: boolean;
  /** Set when create-product found the link already used (status rejected). */
  duplicateOf?: { id: string; title: string } | null;
  /**
   * When an admin approved or rejected it. Who did is not kept here: the submitter reads this
   * document (and exports it), and which admin reviewed is the moderation log's to know.
   */
  reviewedAt?: T | null;
}

/**
 * The submission lists: the admin queue filters by status, "my submissions" by submitter;
 * both newest first (then by id). Each needs a composite index (checked by a test).
 */
export const SUBMISSION_QUERIES = {
  byStatus: 'status',
  bySubmitter: 'submittedBy.uid',
  /** Null for an anonymous submission; counted with bySubmitter (equality filters only). */
  submitterName: 'submittedBy.displayName',
  orderBy: 'createdAt',
} as const;
