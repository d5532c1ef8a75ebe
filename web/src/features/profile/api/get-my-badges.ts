import type { BadgeVisibilityAnswer, MyBadgesAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/badges/me: every badge the member holds, hidden ones too, and that setting. */
export function getMyBadges(signal?: AbortSignal) {
  return api.get<MyBadgesAnswer>('/badges/me', { signal });
}

/** PUT /api/badges/me/visibility: keep the supporter badges off the public profile, or not. */
export function saveBadgeVisibility(hideSupporter: boolean) {
  return api.put<BadgeVisibilityAnswer>('/badges/me/visibility', { hideSupporter });
}

/** A failed load shows no badges (list failures fall back to empty lists). */
export function useMyBadges() {
  const { last, mutate } = useAsync('my-badges', (_, signal) => getMyBadges(signal));
  return {
    badges: last?.data?.badges ?? [],
    hideSupporter: last?.data?.hideSupporter ?? false,
    loading: last === null,
    mutate,
  };
}
