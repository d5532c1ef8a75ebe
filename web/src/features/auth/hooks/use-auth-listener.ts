import { useEffect } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import { getAuthClient } from '@/lib/firebase';
import { settleSession } from '../api/settle-session';

/** Mount once at the app root: follows the identity provider and keeps the session store. */
export function useAuthListener(): void {
  useEffect(() => {
    let sequence = 0;
    return onAuthStateChanged(getAuthClient(), (fbUser) => {
      sequence += 1;
      const mine = sequence;
      void settleSession(fbUser, () => mine === sequence);
    });
  }, []);
}
