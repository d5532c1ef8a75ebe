// Availability of a display name as the member types: the rules first (no call for a name
// they refuse), then GET /api/users/displayname/check, 500 ms after the last keystroke.
import { displayNameError } from '@xmates/domain';
import { pause } from '@/lib/pause';
import { useAsync } from '@/lib/use-async';
import { checkDisplayName } from '../api/display-name';

export type NameCheck =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' };

export const NAME_CHECK_DEBOUNCE_MS = 500;

async function checkAfterPause(name: string, signal: AbortSignal): Promise<boolean> {
  await pause(NAME_CHECK_DEBOUNCE_MS, signal);
  return (await checkDisplayName(name, signal)).available;
}

export function useNameCheck(name: string, current: string | null, isAdmin: boolean): NameCheck {
  const trimmed = name.trim();
  const changed = Boolean(trimmed) && trimmed !== current;
  const error = changed ? displayNameError(trimmed, isAdmin) : null;
  const check = useAsync(changed && !error ? trimmed : null, checkAfterPause);

  if (!changed) return { state: 'idle' };
  if (error) return { state: 'invalid', message: error };
  // A failed check says nothing: the server decides on save.
  if (check.status === 'error') return { state: 'idle' };
  if (check.status === 'loading') return { state: 'checking' };
  return { state: check.data ? 'available' : 'taken' };
}
