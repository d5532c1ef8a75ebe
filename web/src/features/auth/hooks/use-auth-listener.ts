import { useEffect } from 'react';
import { authLoaded, loadAuth, mayHaveStoredSession } from '@/lib/firebase';
import { useSessionStore } from '@/stores/session-store';

/**
 * Mount once at the app root: keeps the session store in step with the identity provider.
 * Auth loads at once only when this browser may hold a session; otherwise the visitor is
 * signed out until something loads Auth (the login or sign-up forms), and the listener then
 * follows it from there.
 */
export function useAuthListener(): void {
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void authLoaded().then(async (auth) => {
      const { listenToAuth } = await import('../api/auth-listener');
      if (active) stop = listenToAuth(auth);
    });
    void mayHaveStoredSession().then((stored) => {
      if (stored) void loadAuth();
      else if (useSessionStore.getState().status === 'loading') {
        useSessionStore.getState().setSignedOut();
      }
    });
    return () => {
      active = false;
      stop?.();
    };
  }, []);
}
