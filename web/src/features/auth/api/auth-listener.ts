import { onAccountRefused } from '@/lib/api-client';
import { watchUser, type Auth } from '@/lib/identity';
import { endSession, settleSession } from './settle-session';

/**
 * Follows the identity provider and settles the session on every report; returns the stop. A
 * call the API refuses because the account is suspended or banned ends the session.
 */
export function listenToAuth(auth: Auth): () => void {
  onAccountRefused(() => void endSession());
  let sequence = 0;
  return watchUser(auth, (fbUser) => {
    sequence += 1;
    const mine = sequence;
    void settleSession(fbUser, () => mine === sequence);
  });
}
