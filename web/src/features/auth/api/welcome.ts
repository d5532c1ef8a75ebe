import { welcomeDue, type WelcomeAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';

/**
 * A sign-in within 120 s of the account's creation asks for the welcome message; the server
 * checks the same rule against its own records and sends it once, however often it is asked.
 */
export function welcomeIfNew(
  createdAtMs: number,
  lastSignInTime: string | undefined,
): Promise<WelcomeAnswer> | null {
  if (!welcomeDue(createdAtMs, Date.parse(lastSignInTime ?? ''))) return null;
  return api.post<WelcomeAnswer>('/notifications/dm/auto-welcome', {});
}
