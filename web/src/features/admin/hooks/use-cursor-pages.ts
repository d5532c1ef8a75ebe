import { useState } from 'react';
import { useAsync } from '@/lib/use-async';

/** What a list the server pages by cursor answers besides its rows ("Page x / y"). */
interface CursorPaging {
  total: number;
  pages: number;
  nextCursor: string | null;
}

/**
 * A list a page at a time (the moderation log, Reported members). The server pages by cursor;
 * the page numbers are the cursors visited so far (page n starts after the last row of page
 * n − 1), so Prev goes back through them and Next follows the answer's nextCursor.
 */
export function useCursorPages<P extends CursorPaging>(
  key: string,
  fetch: (after: string | null, signal: AbortSignal) => Promise<P>,
) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const list = useAsync(`${key}:${after ?? ''}`, (_, signal) => fetch(after, signal));
  const data = list.last?.data;
  const page = cursors.length;
  return {
    data,
    page,
    pages: Math.max(data?.pages ?? 1, page),
    total: data?.total ?? 0,
    loading: list.status === 'loading',
    initial: list.last === null,
    failed: list.last?.status === 'error',
    setPage: (next: number) => {
      const nextCursor = data?.nextCursor;
      if (next < page) setCursors((c) => c.slice(0, Math.max(1, next)));
      else if (next === page + 1 && nextCursor) setCursors((c) => [...c, nextCursor]);
    },
    reload: list.reload,
  };
}
