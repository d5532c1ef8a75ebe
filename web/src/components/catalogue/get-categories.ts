import type { CategoriesAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/cat/categories, sorted by name on the server. */
export function getCategories(signal?: AbortSignal): Promise<CategoriesAnswer> {
  return api.get<CategoriesAnswer>('/cat/categories', { signal });
}

/**
 * The category list; a failure falls back to an empty list with status 'error'. A reload keeps
 * the current list until it answers.
 */
export function useCategories() {
  const { status, last, reload } = useAsync('categories', (_, signal) => getCategories(signal));
  return { categories: last?.data?.categories ?? [], status, reload };
}
