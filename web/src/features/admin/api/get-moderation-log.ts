import { useState } from 'react';
import type { ModerationLogPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/admin/moderation-log?after=: 20 entries, newest first. */
export function getModerationLog(after: string | null, signal?: AbortSignal) {
  return api.get<ModerationLogPage>('/admin/moderation-log', {
    query: { after: after ?? undefined },
    signal,
  });
}

/**
 * The log a page at a time. The server pages by cursor; the page numbers are the cursors
 * visited so far (page n starts after the last entry of page n − 1), so Prev goes back
 * through them and Next follows the answer's nextCursor.
 */
export function useModerationLog() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const log = useAsync(`log:${after ?? ''}`, (_, signal) => getModerationLog(after, signal));
  const data = log.last?.data;
  const page = cursors.length;
  return {
    entries: data?.entries ?? [],
    page,
    pages: Math.max(data?.pages ?? 1, page),
    total: data?.total ?? 0,
    loading: log.status === 'loading',
    initial: log.last === null,
    failed: log.last?.status === 'error',
    setPage: (next: number) => {
      const nextCursor = data?.nextCursor;
      if (next < page) setCursors((c) => c.slice(0, Math.max(1, next)));
      else if (next === page + 1 && nextCursor) setCursors((c) => [...c, nextCursor]);
    },
    reload: log.reload,
  };
}
