import { useState } from 'react';
import type { PendingLinksPage, QueueStatus } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/admin/pending-links?status=&page=: 20 per page, newest first. */
export function getLinkQueue(status: QueueStatus, page: number, signal?: AbortSignal) {
  return api.get<PendingLinksPage>('/admin/pending-links', { query: { status, page }, signal });
}

/**
 * One status of the admin queue, a page at a time (the server pages it, 20 per page). A load
 * failure falls back to an empty list with `failed` set, so the table can offer a retry.
 */
export function useLinkQueue(status: QueueStatus) {
  const [page, setPage] = useState(1);
  const queue = useAsync(`${status}:${page}`, (_, signal) => getLinkQueue(status, page, signal));
  // The rows stay on screen while another page or a reload loads.
  const { last } = queue;
  const data = last?.data;
  return {
    links: data?.links ?? [],
    // The server answers its last page for a page past the end (after approvals shrink it).
    page: data?.page ?? page,
    pages: data?.pages ?? 1,
    total: data?.total ?? 0,
    loading: queue.status === 'loading',
    /** True before the first answer: placeholders instead of stale rows. */
    initial: last === null,
    failed: last?.status === 'error',
    setPage,
    reload: queue.reload,
  };
}

export type LinkQueue = ReturnType<typeof useLinkQueue>;
