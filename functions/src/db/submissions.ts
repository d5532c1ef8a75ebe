// submissions/{id}: members' submitted links on their way to becoming products.
import { FieldPath, type Query, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  SUBMISSION_QUERIES,
  type StoredSubmission,
  type SubmissionStatus,
} from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export type StoredSubmissionDoc = StoredSubmission<Timestamp>;
type SubmissionQuery = Query<StoredSubmissionDoc, StoredSubmissionDoc>;

export function submissionsCollection() {
  return typed<StoredSubmissionDoc>(db().collection(COLLECTIONS.submissions));
}

export function submissionRef(id: string) {
  return submissionsCollection().doc(id);
}

export function submissionsWithStatus(status: SubmissionStatus): SubmissionQuery {
  return submissionsCollection().where(SUBMISSION_QUERIES.byStatus, '==', status);
}

export function submissionsBy(uid: string): SubmissionQuery {
  return submissionsCollection().where(SUBMISSION_QUERIES.bySubmitter, '==', uid);
}

/** Newest first, ties broken by id, matching the composite indexes SUBMISSION_QUERIES name. */
export function newestSubmissions(query: SubmissionQuery): SubmissionQuery {
  return query.orderBy(SUBMISSION_QUERIES.orderBy, 'desc').orderBy(FieldPath.documentId(), 'desc');
}
