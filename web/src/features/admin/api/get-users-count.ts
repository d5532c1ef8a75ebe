import type { UsersCountAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/admin/users/count. */
export function getUsersCount(signal?: AbortSignal) {
  return api.get<UsersCountAnswer>('/admin/users/count', { signal });
}

/** The total users count for the panel header: null while loading, 'failed' after a failure. */
export function useUsersCount(): number | 'failed' | null {
  const count = useAsync('users-count', (_, signal) => getUsersCount(signal));
  if (count.status === 'loading') return null;
  return count.status === 'ready' ? count.data.count : 'failed';
}
