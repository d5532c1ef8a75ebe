import { useState } from 'react';
import {
  LIMITS,
  type MarkReadAnswer,
  type NotificationView,
  type NotificationsPage,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/notifications: one page of 20, newest first, after the previous page's cursor. */
export function getNotifications(page: number, after: string | null, signal?: AbortSignal) {
  return api.get<NotificationsPage>('/notifications', {
    query: { page, limit: LIMITS.notificationPageSize, after: after ?? undefined },
    signal,
  });
}

export function markRead(ids: string[]) {
  return api.patch<MarkReadAnswer>('/notifications/read', { ids });
}

export function markAllRead() {
  return api.patch<MarkReadAnswer>('/notifications/read-all');
}

/**
 * The member's notices a page at a time. Next follows the answer's cursor and Prev goes back
 * along the cursors seen, so every page costs the same reads. A load error shows an empty list.
 */
export function useNotifications() {
  // afters[i] opens page i + 1 (page 1 has none).
  const [afters, setAfters] = useState<(string | null)[]>([null]);
  const page = afters.length;
  const after = afters[page - 1] ?? null;
  const state = useAsync(`${page}:${after ?? ''}`, (_, signal) =>
    getNotifications(page, after, signal),
  );
  const data = state.last?.status === 'ready' ? state.last.data : null;
  const items: NotificationView[] = state.last?.status === 'error' ? [] : (data?.items ?? []);
  return {
    items,
    page,
    /** True before this page's first answer: placeholder rows instead of stale ones. */
    loading: state.status === 'loading',
    hasPrev: page > 1,
    hasMore: state.status === 'ready' && Boolean(data?.nextCursor),
    next: () => {
      if (data?.nextCursor) setAfters((list) => [...list, data.nextCursor]);
    },
    prev: () => setAfters((list) => (list.length > 1 ? list.slice(0, -1) : list)),
    reload: state.reload,
    /** Shows notices as read at once, before the list reloads. */
    markShown: (ids: 'all' | string[]) =>
      state.mutate((p) => ({
        ...p,
        items: p.items.map((n) =>
          ids === 'all' || ids.includes(n.id) ? { ...n, isRead: true } : n,
        ),
      })),
  };
}

export type NotificationList = ReturnType<typeof useNotifications>;
