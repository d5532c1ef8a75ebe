import type { ModerationLogPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useCursorPages } from '../hooks/use-cursor-pages';

/** GET /api/admin/moderation-log?after=: 20 entries, newest first. */
export function getModerationLog(after: string | null, signal?: AbortSignal) {
  return api.get<ModerationLogPage>('/admin/moderation-log', {
    query: { after: after ?? undefined },
    signal,
  });
}

/** The log a page at a time, by cursor. */
export function useModerationLog() {
  const { data, ...list } = useCursorPages('log', getModerationLog);
  return { ...list, entries: data?.entries ?? [] };
}
