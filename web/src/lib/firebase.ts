// The only module that initialises the Firebase web SDK (with firebase-auth.ts and
// firebase-app-check.ts). Lazy singletons: nothing starts until first use, and the app, App
// Check, Auth and Firestore load on demand so they stay out of the startup file (a first visit
// behind the 18+ gate loads none of them).
import type { FirebaseApp } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Firestore as FirestoreLite } from 'firebase/firestore/lite';
import { env } from '@/config/env';

let app: Promise<FirebaseApp> | undefined;

/**
 * The Firebase app, its SDK loaded and initialised on first use. A build with an App Check site
 * key starts App Check with it, before anything uses the app, so that Firestore and Auth send
 * its token; a build without one never loads firebase/app-check.
 */
function loadFirebaseApp(): Promise<FirebaseApp> {
  app ??= Promise.all([
    import('firebase/app'),
    env.appCheckSiteKey ? import('./firebase-app-check') : undefined,
  ]).then(([{ initializeApp }, appCheck]) => {
    const firebaseApp = initializeApp(env.firebase);
    appCheck?.startAppCheck(firebaseApp, env.appCheckSiteKey);
    return firebaseApp;
  });
  return app;
}

/**
 * The App Check token an /api call sends (X-Firebase-AppCheck), App Check started if need be;
 * null on a build without a site key (nothing loads), when no token came in time, and when the
 * SDK's code could not load: the call goes without it and the API decides.
 */
export async function appCheckToken(): Promise<string | null> {
  if (!env.appCheckSiteKey) return null;
  try {
    await loadFirebaseApp();
    const { currentToken } = await import('./firebase-app-check');
    return await currentToken();
  } catch {
    return null;
  }
}

let auth: Promise<Auth> | undefined;
let authInstance: Auth | undefined;
let announceAuth: (auth: Auth) => void = () => undefined;
const authLoadedOnce = new Promise<Auth>((resolve) => (announceAuth = resolve));

/**
 * Firebase Auth, loaded and initialised on first use: signing in or up, or a session this
 * browser may have stored. A visitor who never signs in never downloads it.
 */
export function loadAuth(): Promise<Auth> {
  auth ??= Promise.all([import('./firebase-auth'), loadFirebaseApp()]).then(
    ([{ initAuth }, app]) => {
      authInstance = initAuth(app);
      announceAuth(authInstance);
      return authInstance;
    },
  );
  return auth;
}

/** Resolves once Auth has been loaded, by whoever needed it first. */
export function authLoaded(): Promise<Auth> {
  return authLoadedOnce;
}

/** Whoever is signed in, as far as is known now: nobody while Auth is not loaded. */
export function getAuthClient(): { readonly currentUser: User | null } {
  return authInstance ?? { currentUser: null };
}

/**
 * Whether this browser may hold a signed-in session: Auth keeps it in IndexedDB (database
 * firebaseLocalStorageDb) or, failing that, in localStorage. When unsure, it may.
 */
export async function mayHaveStoredSession(): Promise<boolean> {
  try {
    if (Object.keys(localStorage).some((key) => key.startsWith('firebase:authUser:'))) return true;
    if (typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((db) => db.name === 'firebaseLocalStorageDb');
  } catch {
    return true;
  }
}

/** What the Firestore SDK and Firestore Lite both offer to open a database. */
interface FirestoreOpener<Db> {
  getFirestore(app: FirebaseApp): Db;
  connectFirestoreEmulator(db: Db, host: string, port: number): void;
}

/** The app's database through either SDK, on the emulator when the build targets it. */
async function openFirestore<Db>(sdk: FirestoreOpener<Db>): Promise<Db> {
  const db = sdk.getFirestore(await loadFirebaseApp());
  if (env.useEmulators) {
    const { host, firestorePort } = env.emulators;
    sdk.connectFirestoreEmulator(db, host, firestorePort);
  }
  return db;
}

type FirestoreSdk = typeof import('firebase/firestore');
let firestore: Promise<{ db: Firestore; sdk: FirestoreSdk }> | undefined;

/** The Firestore instance and SDK functions, loaded once on first use. */
export function loadFirestore(): Promise<{ db: Firestore; sdk: FirestoreSdk }> {
  firestore ??= import('firebase/firestore').then(async (sdk) => ({
    db: await openFirestore(sdk),
    sdk,
  }));
  return firestore;
}

/** Firestore Lite as loaded: the database and the SDK's functions. */
export interface Lite {
  db: FirestoreLite;
  fs: typeof import('./firestore-lite');
}
let firestoreLite: Promise<Lite> | undefined;

/**
 * Firestore Lite (one-shot reads over REST, no listeners) and the functions of it the SPA
 * uses, loaded once on first use. The home feed reads through it to stay within the home
 * route's JavaScript budget; code that needs live listeners uses loadFirestore(). Reads carry
 * the member's ID token once Auth is loaded (Firestore picks it up then).
 */
export function loadFirestoreLite(): Promise<Lite> {
  firestoreLite ??= import('./firestore-lite').then(async (fs) => ({
    db: await openFirestore(fs),
    fs,
  }));
  return firestoreLite;
}
