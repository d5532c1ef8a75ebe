import type { LoginMetricsAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

/** POST /api/users/login-metrics/ping with the last sign-in time. The nudge stays off. */
export function pingLoginMetrics(stamp: string | undefined): Promise<LoginMetricsAnswer> {
  return api.post<LoginMetricsAnswer>('/users/login-metrics/ping', stamp ? { stamp } : {});
}
