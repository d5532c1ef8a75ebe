// The card actions, each one /api call that changes the member's reaction and the product's
// counters in one server transaction.
import type { FavoriteAnswer, LikeAnswer, RateAnswer, ReportAnswer } from '@xmates/domain';
import { api, hasErrorCode } from '@/lib/api-client';

const path = (id: string, action: string) => `/products/${encodeURIComponent(id)}/${action}`;

export const likeProduct = (id: string) => api.post<LikeAnswer>(path(id, 'like'));
export const dislikeProduct = (id: string) => api.post<LikeAnswer>(path(id, 'dislike'));
export const favoriteProduct = (id: string) => api.post<FavoriteAnswer>(path(id, 'favorite'));
export const rateProduct = (id: string, value: number) =>
  api.post<RateAnswer>(path(id, 'rate'), { value });
export const reportProductLink = (id: string) => api.post<ReportAnswer>(path(id, 'report-link'));

/** The server's message for a rate limit, else the action's own failure text. */
export function failureMessage(err: unknown, fallback: string): string {
  return hasErrorCode(err, 'rate-limited') ? err.message : fallback;
}

/** The server's answer that this member already reported the product (not a failure). */
export const isAlreadyReported = (err: unknown) => hasErrorCode(err, 'already-reported');
