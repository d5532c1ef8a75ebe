import { loadAuth, mayHaveStoredSession } from '@/lib/firebase';
import { useSessionStore } from '@/stores/session-store';

/** How long the first render waits for the browser to say whether it holds a session. */
const STORED_SESSION_WAIT_MS = 1_000;

let started: Promise<void> | undefined;

/**
 * Settles a visitor's session, once: Auth loads at once only when this browser may hold a
 * session; otherwise the visitor is signed out until something loads Auth (the login or sign-up
 * forms). The app's start awaits it before the first render (src/start.tsx), so that render
 * already shows a visitor's header, instead of the loading state and then a second render.
 * The browser answers within milliseconds; one that has not answered within
 * STORED_SESSION_WAIT_MS may hold a session: Auth loads and decides, and the first render waits
 * no longer (a storage that never answers must not keep the app from starting).
 */
export function startSession(): Promise<void> {
  started ??= Promise.race([
    mayHaveStoredSession(),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STORED_SESSION_WAIT_MS)),
  ]).then((stored) => {
    if (stored) void loadAuth();
    else if (useSessionStore.getState().status === 'loading') {
      useSessionStore.getState().setSignedOut();
    }
  });
  return started;
}
