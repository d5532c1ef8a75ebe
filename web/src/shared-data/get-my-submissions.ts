import type { MySubmissionsAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/submit-link/my-submissions: the member's own submissions, newest first. */
export function getMySubmissions(signal?: AbortSignal) {
  return api.get<MySubmissionsAnswer>('/submit-link/my-submissions', { signal });
}

/** The member's submissions; a failure falls back to an empty list (spec section 8). */
export function useMySubmissions() {
  const { last, reload } = useAsync('my-submissions', (_, signal) => getMySubmissions(signal));
  // The first load shows placeholders; a reload keeps the current rows until it answers.
  return { submissions: last?.data?.submissions ?? [], loading: last === null, reload };
}
