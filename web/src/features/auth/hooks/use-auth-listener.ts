import { useEffect } from 'react';
import { authLoaded } from '@/lib/firebase';

/**
 * Mount once at the app root: keeps the session store in step with the identity provider once
 * Auth has loaded, by whoever needed it first (startSession, src/start.tsx, for a stored session,
 * or the login and sign-up forms).
 */
export function useAuthListener(): void {
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void authLoaded().then(async (auth) => {
      const { listenToAuth } = await import('../api/auth-listener');
      if (active) stop = listenToAuth(auth);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, []);
}
