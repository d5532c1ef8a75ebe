import type { SubmissionStatus } from './documents';

/** A submission as the API answers it. */
export interface SubmissionView {
  _id: string;
  id: string;
  title: string;
  link: string;
  category: string | null;
  suggestedCategory: string | null;
  tags: string[];
  description: string;
  status: SubmissionStatus;
  createdAt: string | null;
  submittedBy: { displayName: string | null; email: string | null };
  /** The product the link became (status completed), else null. */
  productId: string | null;
  /** The listed product an admin found this link to duplicate (status rejected), else null. */
  duplicateOf: { id: string; title: string } | null;
}
