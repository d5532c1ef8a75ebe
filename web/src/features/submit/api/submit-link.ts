import type { DuplicateLinkAnswer, SubmitAnswer, SubmitLinkBody } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/submit-link/newproduct: 201 {message, submission}, or 400 {error, code, field}. */
export function submitLink(body: SubmitLinkBody) {
  return api.post<SubmitAnswer>('/submit-link/newproduct', body);
}

/** GET /api/submit-link/duplicate?link=: the listed product that already uses the link, or null. */
export function getListedDuplicate(link: string, signal?: AbortSignal) {
  return api.get<DuplicateLinkAnswer>('/submit-link/duplicate', { query: { link }, signal });
}
