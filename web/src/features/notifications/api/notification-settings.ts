import type { NotificationSettingsAnswer, NotificationSwitches } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { useAsync } from '@/lib/use-async';

/** GET /api/notifications/settings */
export function getNotificationSettings(signal?: AbortSignal) {
  return api.get<NotificationSettingsAnswer>('/notifications/settings', { signal });
}

/** PUT /api/notifications/settings: the switches; the answer is the settings as saved. */
export function saveNotificationSettings(switches: NotificationSwitches) {
  return api.put<NotificationSettingsAnswer>('/notifications/settings', switches);
}

export function useNotificationSettings() {
  const state = useAsync('settings', (_, signal) => getNotificationSettings(signal));
  return { settings: state.data ?? null, status: state.status, mutate: state.mutate };
}
