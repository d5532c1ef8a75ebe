import { useCallback, useEffect, useState } from 'react';
import { api, isAbortError } from '@/lib/api-client';
import type { TagGroups } from './tag-groups';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** GET /api/cat/searchtags: every tag, or those of some categories, grouped by first letter. */
export function getTagGroups(
  categories: readonly string[] = [],
  signal?: AbortSignal,
): Promise<{ groups: TagGroups }> {
  const query = { categories: categories.length > 0 ? categories.join(',') : undefined };
  return api.get<{ groups: TagGroups }>('/cat/searchtags', { query, signal });
}

/**
 * The picker's groups with a refresh. A load failure falls back to no groups (spec: list load
 * failures fall back to empty lists) and reports 'error' so the picker can offer a retry.
 */
export function useTagGroups(categories: readonly string[] = []) {
  const key = categories.join(',');
  const [version, setVersion] = useState(0);
  const request = `${key}#${version}`;
  const [state, setState] = useState<{ request: string; status: LoadStatus; groups: TagGroups }>({
    request: '',
    status: 'loading',
    groups: {},
  });

  useEffect(() => {
    const controller = new AbortController();
    getTagGroups(key ? key.split(',') : [], controller.signal).then(
      ({ groups }) => setState({ request, status: 'ready', groups: groups ?? {} }),
      (err: unknown) => {
        if (!isAbortError(err)) setState({ request, status: 'error', groups: {} });
      },
    );
    return () => controller.abort();
  }, [key, request]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  // Until the answer for the current request arrives, the previous groups stay on screen.
  const status: LoadStatus = state.request === request ? state.status : 'loading';
  return { groups: state.groups, status, refresh };
}
