import { loadAuth, mayHaveStoredSession } from '@/lib/firebase';
import { useSessionStore } from '@/stores/session-store';

let started: Promise<void> | undefined;

/**
 * Settles a visitor's session, once: Auth loads at once only when this browser may hold a
 * session; otherwise the visitor is signed out until something loads Auth (the login or sign-up
 * forms). The app's start awaits it before the first render (src/start.tsx), so that render
 * already shows a visitor's header, instead of the loading state and then a second render.
 */
export function startSession(): Promise<void> {
  started ??= mayHaveStoredSession().then((stored) => {
    if (stored) void loadAuth();
    else if (useSessionStore.getState().status === 'loading') {
      useSessionStore.getState().setSignedOut();
    }
  });
  return started;
}
