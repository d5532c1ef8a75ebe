// Availability of a display name as the member types: the rules first (no call for a name
// they refuse), then GET /api/users/displayname/check, 500 ms after the last keystroke.
import { useEffect, useState } from 'react';
import { displayNameError } from '@xmates/domain';
import { checkDisplayName } from '../api/display-name';

export type NameCheck =
  | { state: 'idle' }
  | { state: 'invalid'; message: string }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' };

export const NAME_CHECK_DEBOUNCE_MS = 500;

export function useNameCheck(name: string, current: string | null, isAdmin: boolean): NameCheck {
  const trimmed = name.trim();
  const changed = Boolean(trimmed) && trimmed !== current;
  const error = changed ? displayNameError(trimmed, isAdmin) : null;
  const ask = changed && !error;
  // The answer for one name; null availability: the check failed (the server decides on save).
  const [answer, setAnswer] = useState<{ name: string; available: boolean | null } | null>(null);

  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDisplayName(trimmed, controller.signal).then(
        ({ available }) => setAnswer({ name: trimmed, available }),
        () => {
          if (!controller.signal.aborted) setAnswer({ name: trimmed, available: null });
        },
      );
    }, NAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, ask]);

  if (!changed) return { state: 'idle' };
  if (error) return { state: 'invalid', message: error };
  if (answer?.name !== trimmed) return { state: 'checking' };
  if (answer.available === null) return { state: 'idle' };
  return { state: answer.available ? 'available' : 'taken' };
}
