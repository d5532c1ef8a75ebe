import type { LinkHealthPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useCursorPages } from '../hooks/use-cursor-pages';

/** GET /api/admin/link-health?after=: 20 links, the worst first, and the count of each state. */
export function getLinkHealth(after: string | null, signal?: AbortSignal) {
  return api.get<LinkHealthPage>('/admin/link-health', {
    query: { after: after ?? undefined },
    signal,
  });
}

/** The whole catalogue's links a page at a time, by cursor. */
export function useLinkHealth() {
  const { data, ...list } = useCursorPages('link-health', getLinkHealth);
  return { ...list, links: data?.links ?? [], counts: data?.counts ?? null };
}
