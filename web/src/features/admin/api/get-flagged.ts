import type { FlaggedProductsPage } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAdminPage } from '../hooks/use-admin-page';

/** GET /api/admin/flagged?page=: flagged products, the most recently reported first. */
export function getFlagged(page: number, signal?: AbortSignal) {
  return api.get<FlaggedProductsPage>('/admin/flagged', { query: { page }, signal });
}

export function useFlagged() {
  const list = useAdminPage('flagged', getFlagged);
  return { ...list, products: list.data?.products ?? [] };
}
