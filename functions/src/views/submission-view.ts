// The one mapping from a stored submission to what the API answers (spec section 3,
// "Submission"): the same shape for members and admins.
import type { SubmissionView } from '@xmates/domain';
import type { StoredSubmissionDoc } from '../db/submissions';

export function toSubmissionView(id: string, doc: StoredSubmissionDoc): SubmissionView {
  return {
    _id: id,
    id,
    title: doc.title,
    link: doc.link,
    category: doc.category,
    suggestedCategory: doc.suggestedCategory,
    tags: doc.tags,
    description: doc.description,
    status: doc.status,
    createdAt: doc.createdAt.toDate().toISOString(),
    submittedBy: {
      displayName: doc.submittedBy.displayName,
      email: doc.submittedBy.email,
    },
    productId: doc.productId ?? null,
    duplicateOf: doc.status === 'rejected' ? (doc.duplicateOf ?? null) : null,
  };
}
