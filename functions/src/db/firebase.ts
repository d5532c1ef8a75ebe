// The only module that initialises firebase-admin. Lazy, so a cold start that never touches
// Firestore or Auth (health checks, media) does not pay for them.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let app: App | undefined;
let firestore: Firestore | undefined;
let auth: Auth | undefined;

export function adminApp(): App {
  // The runtime (and the emulator) provide FIREBASE_CONFIG, so no options are needed.
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

export function db(): Firestore {
  firestore ??= getFirestore(adminApp());
  return firestore;
}

export function adminAuth(): Auth {
  auth ??= getAuth(adminApp());
  return auth;
}

/** A Cloud Storage bucket; the module loads on demand since only production uploads need it. */
export async function storageBucket(name: string) {
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(adminApp()).bucket(name);
}

/** Firestore's ALREADY_EXISTS (gRPC code 6): a create() found its document there. */
export function isAlreadyExists(err: unknown): boolean {
  return (err as { code?: unknown }).code === 6;
}
