import type { TagGroupsAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/**
 * GET /api/cat/searchtags: every tag, or those of some categories, grouped by first letter.
 * Asked signed out: the answer is the same for everyone, so the CDN keeps one copy.
 */
export function getTagGroups(
  categories: readonly string[] = [],
  signal?: AbortSignal,
): Promise<TagGroupsAnswer> {
  const query = { categories: categories.length > 0 ? categories.join(',') : undefined };
  return api.get<TagGroupsAnswer>('/cat/searchtags', { query, signal, signedOut: true });
}

/**
 * The picker's groups with a refresh. A load failure falls back to no groups (spec: list load
 * failures fall back to empty lists) and reports 'error' so the picker can offer a retry.
 */
export function useTagGroups(categories: readonly string[] = []) {
  const { status, last, reload } = useAsync(categories.join(','), (_, signal) =>
    getTagGroups(categories, signal),
  );
  // Until the answer for the current categories arrives, the previous groups stay on screen.
  return { groups: last?.data?.groups ?? {}, status, refresh: reload };
}
