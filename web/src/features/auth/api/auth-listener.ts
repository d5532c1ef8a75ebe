import { onAccountRefused } from '@/lib/api-client';
import { watchUser, type Auth } from '@/lib/identity';
import { holdSuspended, settleSession } from './settle-session';

/**
 * Follows the identity provider and settles the session on every report; returns the stop. A
 * call the API refuses because the account is suspended or banned holds the session
 * (holdSuspended).
 */
export function listenToAuth(auth: Auth): () => void {
  onAccountRefused((err, uid) => holdSuspended(err.message, uid));
  let sequence = 0;
  return watchUser(auth, (fbUser) => {
    sequence += 1;
    const mine = sequence;
    void settleSession(fbUser, () => mine === sequence);
  });
}
