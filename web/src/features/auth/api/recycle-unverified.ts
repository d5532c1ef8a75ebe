import { api } from '@/lib/api-client';

export interface RecycleResult {
  recycled: boolean;
  reason?: 'not-found' | 'verified' | 'google' | string;
  error?: string;
}

/**
 * POST /api/auth/recycle-unverified: deletes the caller's own unverified account so it can sign
 * up again. The signed-in user's token proves control of the account; after an automatic
 * sign-out, the token of the sign-in just made does.
 */
export function recycleUnverified(email: string, idToken: string | null): Promise<RecycleResult> {
  return api.post<RecycleResult>(
    '/auth/recycle-unverified',
    { email: email.trim().toLowerCase() },
    idToken ? { headers: { authorization: `Bearer ${idToken}` } } : {},
  );
}
