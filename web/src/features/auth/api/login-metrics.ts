import { api } from '@/lib/api-client';

export interface LoginMetrics {
  count: number;
  showNudge: boolean;
}

/** POST /api/users/login-metrics/ping with the last sign-in time. The nudge stays off. */
export function pingLoginMetrics(stamp: string | undefined): Promise<LoginMetrics> {
  return api.post<LoginMetrics>('/users/login-metrics/ping', stamp ? { stamp } : {});
}
