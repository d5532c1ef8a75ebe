import type { LinkCheckAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/admin/link-check?link=: the risk check and the duplicate check together. */
export function checkLink(link: string, signal?: AbortSignal) {
  return api.get<LinkCheckAnswer>('/admin/link-check', { query: { link }, signal });
}

export type LinkCheckState =
  { status: 'loading' } | { status: 'done'; check: LinkCheckAnswer } | { status: 'failed' };

/** Runs the risk and duplicate checks of a link when the create form opens, with a re-run. */
export function useLinkCheck(link: string) {
  const run = useAsync(link, checkLink);
  const state: LinkCheckState =
    run.status === 'ready'
      ? { status: 'done', check: run.data }
      : { status: run.status === 'error' ? 'failed' : 'loading' };
  return { state, rerun: run.reload };
}
