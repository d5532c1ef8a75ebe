import type { SubmissionView, SubmitLinkBody } from '@xmates/domain';
import { api } from '@/lib/api-client';

export type Submission = SubmissionView;

/** POST /api/submit-link/newproduct: 201 {message, submission}, or 400 {error}. */
export function submitLink(body: SubmitLinkBody) {
  return api.post<{ message: string; submission: Submission }>('/submit-link/newproduct', body);
}
