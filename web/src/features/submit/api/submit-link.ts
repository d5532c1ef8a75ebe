import type { SubmitAnswer, SubmitLinkBody } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/submit-link/newproduct: 201 {message, submission}, or 400 {error, code, field}. */
export function submitLink(body: SubmitLinkBody) {
  return api.post<SubmitAnswer>('/submit-link/newproduct', body);
}
