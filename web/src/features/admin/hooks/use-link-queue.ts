import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '@/lib/api-client';
import { getLinkQueue, type QueuePage, type QueueStatus } from '../api/admin-links';

type Loaded = { request: string; data: QueuePage | null; failed: boolean };

/**
 * One status of the admin queue, a page at a time (the server pages it, 20 per page). A load
 * failure falls back to an empty list with `failed` set, so the table can offer a retry.
 */
export function useLinkQueue(status: QueueStatus) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const request = `${status}:${page}:${version}`;
  const [loaded, setLoaded] = useState<Loaded>({ request: '', data: null, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    getLinkQueue(status, page, controller.signal).then(
      (data) => setLoaded({ request, data, failed: false }),
      (err: unknown) => {
        if (!isAbortError(err)) setLoaded({ request, data: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [status, page, request]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const data = loaded.data;
  return {
    links: data?.links ?? [],
    // The server answers its last page for a page past the end (after approvals shrink it).
    page: data?.page ?? page,
    pages: data?.pages ?? 1,
    total: data?.total ?? 0,
    loading: loaded.request !== request,
    /** True before the first answer: placeholders instead of stale rows. */
    initial: loaded.request === '',
    failed: loaded.failed,
    setPage,
    reload,
  };
}

export type LinkQueue = ReturnType<typeof useLinkQueue>;
