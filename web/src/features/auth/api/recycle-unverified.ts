import type { RecycleAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/recycle-unverified: deletes the caller's own unverified account so it can sign
 * up again. The signed-in user's token proves control of the account; after an automatic
 * sign-out, the token of the sign-in just made does.
 */
export function recycleUnverified(email: string, idToken: string | null): Promise<RecycleAnswer> {
  return api.post<RecycleAnswer>(
    '/auth/recycle-unverified',
    { email: email.trim().toLowerCase() },
    idToken ? { headers: { authorization: `Bearer ${idToken}` } } : {},
  );
}
