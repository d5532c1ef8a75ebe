import type { PendingLinksPage, QueueStatus } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAdminPage } from '../hooks/use-admin-page';

/** GET /api/admin/pending-links?status=&page=: 20 per page, newest first. */
export function getLinkQueue(status: QueueStatus, page: number, signal?: AbortSignal) {
  return api.get<PendingLinksPage>('/admin/pending-links', { query: { status, page }, signal });
}

/** One status of the admin queue, a page at a time. */
export function useLinkQueue(status: QueueStatus) {
  const queue = useAdminPage(status, (page, signal) => getLinkQueue(status, page, signal));
  return { ...queue, links: queue.data?.links ?? [] };
}

export type LinkQueue = ReturnType<typeof useLinkQueue>;
