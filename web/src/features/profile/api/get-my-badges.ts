import type { UserBadgesAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/badges/me: the member's badges as the definitions describe them now. */
export function getMyBadges(signal?: AbortSignal) {
  return api.get<UserBadgesAnswer>('/badges/me', { signal });
}

/** A failed load shows no badges (list failures fall back to empty lists). */
export function useMyBadges() {
  const { last } = useAsync('my-badges', (_, signal) => getMyBadges(signal));
  return { badges: last?.data?.badges ?? [], loading: last === null };
}
