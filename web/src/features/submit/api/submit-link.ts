import type { SubmissionStatus, SubmitLinkBody } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** A submission as the API answers it (spec section 3, "Submission"). */
export interface Submission {
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
  /** The product the link became (status completed). */
  productId: string | null;
}

/** POST /api/submit-link/newproduct: 201 {message, submission}, or 400 {error}. */
export function submitLink(body: SubmitLinkBody) {
  return api.post<{ message: string; submission: Submission }>('/submit-link/newproduct', body);
}

/** GET /api/submit-link/my-submissions: the member's own submissions, newest first. */
export function getMySubmissions(signal?: AbortSignal) {
  return api.get<{ submissions: Submission[] }>('/submit-link/my-submissions', { signal });
}
