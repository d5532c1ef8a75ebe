import type { NameCheckAnswer, NameClaimAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** GET /api/users/displayname/check?name= */
export function checkDisplayName(name: string, signal?: AbortSignal) {
  return api.get<NameCheckAnswer>('/users/displayname/check', { query: { name }, signal });
}

/** POST /api/users/displayname/claim; a taken name throws ApiError 'name-taken' with suggestions. */
export function claimDisplayName(name: string) {
  return api.post<NameClaimAnswer>('/users/displayname/claim', { name });
}
