// GET /api/age/status: where the member's age check stands (My Hub's row, the result page).
import type { AgeStatusAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

export function getAgeStatus(signal?: AbortSignal): Promise<AgeStatusAnswer> {
  return api.get<AgeStatusAnswer>('/age/status', { signal });
}

/** The member's age check; `enabled` false (declaration mode, a visitor) reads nothing. */
export function useAgeStatus(enabled = true) {
  return useAsync(enabled ? 'age-status' : null, (_, signal) => getAgeStatus(signal));
}
