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
import type { Firestore as FirestoreLite } from 'firebase/firestore/lite';
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

type FirestoreLiteSdk = typeof import('./firestore-lite');
let firestoreLite: Promise<{ db: FirestoreLite; fs: FirestoreLiteSdk }> | undefined;

/**
 * Firestore Lite (one-shot reads over REST, no listeners) and the functions of it the SPA
 * uses, loaded once on first use. The home feed reads through it to stay within the home
 * route's JavaScript budget; code that needs live listeners uses loadFirestore().
 */
export function loadFirestoreLite(): Promise<{ db: FirestoreLite; fs: FirestoreLiteSdk }> {
  firestoreLite ??= import('./firestore-lite').then((fs) => {
    // Reads carry the member's ID token only if Auth is registered on the app first.
    getAuthClient();
    const db = fs.getFirestore(getFirebaseApp());
    if (env.useEmulators) {
      const { host, firestorePort } = env.emulators;
      fs.connectFirestoreEmulator(db, host, firestorePort);
    }
    return { db, fs };
  });
  return firestoreLite;
}
