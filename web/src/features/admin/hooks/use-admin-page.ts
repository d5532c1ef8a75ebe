import { useState } from 'react';
import { useAsync } from '@/lib/use-async';

/** What every paged admin answer carries beside its rows. */
interface Paged {
  page: number;
  pages: number;
  total: number;
}

/**
 * One admin list, a page at a time (the server pages it, 20 per page). The rows stay on screen
 * while another page or a reload loads; a load failure falls back to an empty list with
 * `failed` set, so the table can offer a retry.
 */
export function useAdminPage<T extends Paged>(
  key: string,
  load: (page: number, signal: AbortSignal) => Promise<T>,
) {
  const [page, setPage] = useState(1);
  const answer = useAsync(`${key}:${page}`, (_, signal) => load(page, signal));
  const { last } = answer;
  const data = last?.data;
  return {
    data,
    // The server answers its last page for a page past the end (after actions shrink it).
    page: data?.page ?? page,
    pages: data?.pages ?? 1,
    total: data?.total ?? 0,
    loading: answer.status === 'loading',
    /** True before the first answer: placeholders instead of stale rows. */
    initial: last === null,
    failed: last?.status === 'error',
    setPage,
    reload: answer.reload,
  };
}
