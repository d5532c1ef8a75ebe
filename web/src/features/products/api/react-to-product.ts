// The card actions, each one /api call that changes the member's reaction and the product's
// counters in one server transaction.
import { REACTION_MESSAGES } from '@xmates/domain';
import { ApiError, api } from '@/lib/api-client';

const path = (id: string, action: string) => `/products/${encodeURIComponent(id)}/${action}`;

export interface LikeAnswer {
  liked: boolean;
  disliked: boolean;
  likesCount?: number;
  dislikesCount?: number;
}

export interface FavoriteAnswer {
  favorite: boolean;
  favoritesCount?: number;
}

export interface RateAnswer {
  average: number;
  count: number;
}

export const likeProduct = (id: string) => api.post<LikeAnswer>(path(id, 'like'));
export const dislikeProduct = (id: string) => api.post<LikeAnswer>(path(id, 'dislike'));
export const favoriteProduct = (id: string) => api.post<FavoriteAnswer>(path(id, 'favorite'));
export const rateProduct = (id: string, value: number) =>
  api.post<RateAnswer>(path(id, 'rate'), { value });
export const reportProductLink = (id: string) => api.post<unknown>(path(id, 'report-link'));

/** The server's message for a rate limit, else the action's own failure text. */
export function failureMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 429 ? err.message : fallback;
}

/** The server's answer that this member already reported the product (not a failure). */
export const isAlreadyReported = (err: unknown) =>
  err instanceof ApiError && err.message === REACTION_MESSAGES.alreadyReportedProduct;
