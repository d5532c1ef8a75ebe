// Firebase Auth's initialisation, in its own module so that it loads only when needed (through
// loadAuth() in firebase.ts): a visitor who never signs in never downloads it.
import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from '@/config/env';

export function initAuth(app: FirebaseApp): Auth {
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (env.useEmulators) {
    const { host, authPort } = env.emulators;
    connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  }
  return auth;
}
