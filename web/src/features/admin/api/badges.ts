// The Badges tab: definitions, editing one, seeding the defaults.
import type {
  BadgeDefinitionsAnswer,
  BadgePatch,
  BadgeSeedAnswer,
  BadgeUpdateAnswer,
} from '@xmates/domain';
import { useState } from 'react';
import { LIMITS } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

export function getBadgeDefinitions(signal?: AbortSignal) {
  return api.get<BadgeDefinitionsAnswer>('/badges/admin', { signal });
}

/**
 * The badge definitions, paged like every admin list (LIMITS.adminPageSize a page). The API
 * answers the whole catalogue (a few dozen definitions), so the pages are cut here.
 */
export function useBadgeDefinitions() {
  const state = useAsync('badge-definitions', (_, signal) => getBadgeDefinitions(signal));
  const [page, setPage] = useState(1);
  const all = state.last?.data?.items ?? [];
  const size = LIMITS.adminPageSize;
  const pages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(page, pages);
  return {
    rows: all.slice((current - 1) * size, current * size),
    page: current,
    pages,
    total: all.length,
    loading: state.status === 'loading',
    initial: state.last === null,
    failed: state.last?.status === 'error',
    setPage,
    reload: state.reload,
  };
}

export const updateBadge = (id: string, patch: BadgePatch) =>
  api.patch<BadgeUpdateAnswer>(`/badges/admin/${encodeURIComponent(id)}`, patch);

export const seedBadges = () => api.post<BadgeSeedAnswer>('/badges/admin/seed');
