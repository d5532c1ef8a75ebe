import { api } from '@/lib/api-client';

export interface RecycleResult {
  recycled: boolean;
  reason?: 'not-found' | 'verified' | 'google' | string;
  error?: string;
}

/** POST /api/auth/recycle-unverified: deletes an unverified account so it can sign up again. */
export function recycleUnverified(email: string): Promise<RecycleResult> {
  return api.post<RecycleResult>('/auth/recycle-unverified', { email: email.trim().toLowerCase() });
}
