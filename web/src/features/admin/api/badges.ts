// The Badges tab: definitions, editing one, seeding the defaults.
import type {
  BadgeDefinitionsAnswer,
  BadgePatch,
  BadgeSeedAnswer,
  BadgeUpdateAnswer,
} from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

export function getBadgeDefinitions(signal?: AbortSignal) {
  return api.get<BadgeDefinitionsAnswer>('/badges/admin', { signal });
}

export function useBadgeDefinitions() {
  const state = useAsync('badge-definitions', (_, signal) => getBadgeDefinitions(signal));
  return {
    rows: state.last?.data?.items ?? [],
    loading: state.last === null,
    failed: state.last?.status === 'error',
    reload: state.reload,
  };
}

export const updateBadge = (id: string, patch: BadgePatch) =>
  api.patch<BadgeUpdateAnswer>(`/badges/admin/${encodeURIComponent(id)}`, patch);

export const seedBadges = () => api.post<BadgeSeedAnswer>('/badges/admin/seed');
