// Typed access to submissions/{id} and the one mapping from a stored submission to what the
// API answers (spec section 3, "Submission"): the same shape for members and admins.
import type { DocumentReference, Query, Timestamp } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  SUBMISSION_QUERIES,
  type StoredSubmission,
  type SubmissionView,
} from '@xmates/domain';
import { db } from './firebase';

export type StoredSubmissionDoc = StoredSubmission<Timestamp>;

export function submissionsCollection() {
  return db().collection(COLLECTIONS.submissions);
}

export function submissionRef(id: string) {
  return submissionsCollection().doc(id) as DocumentReference<StoredSubmissionDoc>;
}

/** Submission ids are Firestore auto ids or seeded ids; anything else cannot exist. */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Newest first, ties broken by id, matching the composite indexes SUBMISSION_QUERIES name. */
export function newestSubmissions(query: Query): Query {
  return query.orderBy(SUBMISSION_QUERIES.orderBy, 'desc').orderBy(FieldPath.documentId(), 'desc');
}

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
    createdAt: doc.createdAt?.toDate().toISOString() ?? null,
    submittedBy: {
      displayName: doc.submittedBy.displayName,
      email: doc.submittedBy.email,
    },
    productId: doc.productId ?? null,
  };
}
