// The only module that initialises the Firebase web SDK. Lazy singletons: nothing starts until
// first use, and the Firestore SDK is loaded on demand so it stays out of the first paint.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { env } from '@/config/env';

let app: FirebaseApp | undefined;
let auth: Auth | undefined;

export function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(env.firebase);
  return app;
}

export function getAuthClient(): Auth {
  if (!auth) {
    auth = initializeAuth(getFirebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (env.useEmulators) {
      const { host, authPort } = env.emulators;
      connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
    }
  }
  return auth;
}

type FirestoreSdk = typeof import('firebase/firestore');
let firestore: Promise<{ db: Firestore; sdk: FirestoreSdk }> | undefined;

/** The Firestore instance and SDK functions, loaded once on first use. */
export function loadFirestore(): Promise<{ db: Firestore; sdk: FirestoreSdk }> {
  firestore ??= import('firebase/firestore').then((sdk) => {
    const db = sdk.getFirestore(getFirebaseApp());
    if (env.useEmulators) {
      const { host, firestorePort } = env.emulators;
      sdk.connectFirestoreEmulator(db, host, firestorePort);
    }
    return { db, sdk };
  });
  return firestore;
}
