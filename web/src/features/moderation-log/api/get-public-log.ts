import type { PublicLogPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';
import { useLoadMore } from '@/lib/use-load-more';

/** GET /api/moderation-log?after=: 20 entries, newest first, naming nobody. */
export function getPublicLog(after: string | null, signal?: AbortSignal) {
  return api.get<PublicLogPage>('/moderation-log', {
    query: { after: after ?? undefined },
    signal,
  });
}

/** The public log: its first page, and each next one appended by "Older entries". */
export function usePublicLog() {
  const first = useAsync('public-log', (_, signal) => getPublicLog(null, signal));
  const more = useLoadMore();
  const data = first.status === 'ready' ? first.data : null;
  return {
    status: first.status,
    entries: data?.entries ?? [],
    hasMore: Boolean(data?.nextCursor),
    loadingMore: more.loading('public-log'),
    moreFailed: more.failed('public-log'),
    reload: first.reload,
    loadMore: () => {
      const after = data?.nextCursor;
      if (!after) return;
      more.load(
        'public-log',
        () => getPublicLog(after),
        (next) =>
          first.mutate((page) => ({
            entries: [...page.entries, ...next.entries],
            nextCursor: next.nextCursor,
          })),
      );
    },
  };
}
