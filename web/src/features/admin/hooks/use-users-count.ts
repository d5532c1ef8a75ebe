import { useEffect, useState } from 'react';
import { isAbortError } from '@/lib/api-client';
import { getUsersCount } from '../api/admin-links';

/** The total users count for the panel header: null while loading, 'failed' after a failure. */
export function useUsersCount(): number | 'failed' | null {
  const [count, setCount] = useState<number | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getUsersCount(controller.signal).then(
      (body) => setCount(body.count ?? body.total ?? 'failed'),
      (err: unknown) => {
        if (!isAbortError(err)) setCount('failed');
      },
    );
    return () => controller.abort();
  }, []);
  return count;
}
