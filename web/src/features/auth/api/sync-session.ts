import type { SessionUser } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/auth/sync: creates or updates the profile and returns the session user. */
export function syncSession(): Promise<SessionUser> {
  return api.post<SessionUser>('/auth/sync', {}, { freshToken: true });
}

/** GET /api/auth/me: the session user as the server sees it now. */
export function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return api.get<SessionUser>('/auth/me', signal ? { signal } : {});
}
