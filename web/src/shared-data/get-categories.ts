import type { CategoriesAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/**
 * GET /api/cat/categories, sorted by name on the server. Asked signed out, so the CDN answers
 * members and visitors with one copy (up to 5 minutes old); `fresh` asks with the member's token,
 * for an admin who may have just added a category.
 */
export function getCategories(signal?: AbortSignal, fresh = false): Promise<CategoriesAnswer> {
  return api.get<CategoriesAnswer>('/cat/categories', { signal, signedOut: !fresh });
}

/**
 * The category list; a failure falls back to an empty list with status 'error'. A reload keeps
 * the current list until it answers.
 */
export function useCategories({ fresh = false }: { fresh?: boolean } = {}) {
  const { status, last, reload } = useAsync(
    fresh ? 'categories-fresh' : 'categories',
    (_, signal) => getCategories(signal, fresh),
  );
  return { categories: last?.data?.categories ?? [], status, reload };
}
