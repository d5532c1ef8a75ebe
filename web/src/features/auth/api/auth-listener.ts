import { watchUser, type Auth } from '@/lib/identity';
import { settleSession } from './settle-session';

/** Follows the identity provider and settles the session on every report; returns the stop. */
export function listenToAuth(auth: Auth): () => void {
  let sequence = 0;
  return watchUser(auth, (fbUser) => {
    sequence += 1;
    const mine = sequence;
    void settleSession(fbUser, () => mine === sequence);
  });
}
