// Whether the link in the box is already on xmates: GET /api/submit-link/duplicate, 500 ms after
// the link last changed, only for a link the submit rules accept.
import { canonicalLink, type DuplicateLinkAnswer } from '@xmates/domain';
import { pause } from '@/lib/pause';
import { useAsync } from '@/lib/use-async';
import { getListedDuplicate } from '../api/submit-link';

export const DUPLICATE_CHECK_DEBOUNCE_MS = 500;

async function checkAfterPause(link: string, signal: AbortSignal) {
  await pause(DUPLICATE_CHECK_DEBOUNCE_MS, signal);
  return (await getListedDuplicate(link, signal)).existing;
}

/** The listed product using the link, or null (also while checking, or when the check failed). */
export function useListedDuplicate(link: string): DuplicateLinkAnswer['existing'] {
  const trimmed = link.trim();
  const check = useAsync(canonicalLink(trimmed) ? trimmed : null, checkAfterPause);
  return check.status === 'ready' ? check.data : null;
}
