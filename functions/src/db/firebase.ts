// The only module that initialises firebase-admin. Lazy, so a cold start that never touches
// Firestore or Auth (health checks, media) does not pay for them.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import {
  getFirestore,
  type Firestore,
  type ReadWriteTransactionOptions,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';

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

/** A fresh start after the emulator closed a transaction; more would hide a real fault. */
const CLOSED_TRANSACTION_RESTARTS = 3;

/**
 * Every transaction of the functions runs here. The SDK retries contention (ABORTED) by
 * itself, asking the server to retry the failed transaction. After a lock timeout the
 * Firestore emulator has already closed that transaction and refuses the retry with
 * INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK treats as final
 * (firebase-tools#4473); production answers an expired transaction with "transaction has
 * expired", which the SDK does retry. So that answer starts the transaction afresh, as the SDK
 * would have. Safe because a transaction body reads everything it decides on.
 */
export async function runTransaction<T>(
  work: (tx: Transaction) => T | Promise<T>,
  options?: ReadWriteTransactionOptions,
): Promise<T> {
  for (let restart = 0; ; restart++) {
    try {
      // eslint-disable-next-line no-restricted-syntax -- the one place that starts a transaction
      return await db().runTransaction(async (tx) => await work(tx), options);
    } catch (err) {
      if (restart === CLOSED_TRANSACTION_RESTARTS || !isClosedTransaction(err)) throw err;
      logger.warn('firestore.transaction_restarted', { restart: restart + 1 });
    }
  }
}

function isClosedTransaction(err: unknown): boolean {
  return (
    errorCode(err) === 3 &&
    err instanceof Error &&
    err.message.includes('Transaction is invalid or closed')
  );
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

/** The code a Firebase error carries: a string for Auth ('auth/…'), a gRPC number for Firestore. */
export function errorCode(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'code' in err ? err.code : undefined;
}

/** Firestore's ALREADY_EXISTS (gRPC code 6): a create() found its document there. */
export function isAlreadyExists(err: unknown): boolean {
  return errorCode(err) === 6;
}

/** Firestore's NOT_FOUND (gRPC code 5): an update() found no document. */
export function isNotFound(err: unknown): boolean {
  return errorCode(err) === 5;
}

/** Firestore's FAILED_PRECONDITION (gRPC code 9): a write's precondition did not hold. */
export function isFailedPrecondition(err: unknown): boolean {
  return errorCode(err) === 9;
}

/** Auth's answer for a user that does not exist. */
export function isNoSuchUser(err: unknown): boolean {
  return errorCode(err) === 'auth/user-not-found';
}

/** The Auth user with this uid, or null when there is none. */
export async function findAuthUser(uid: string): Promise<UserRecord | null> {
  return adminAuth().getUser(uid).catch(nullWhenNoSuchUser);
}

/** Every Auth user, one page (up to 1000, the most listUsers answers) at a time. */
export async function* authUserPages(): AsyncGenerator<UserRecord[]> {
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    yield page.users;
    pageToken = page.pageToken;
  } while (pageToken);
}

/** The Auth user with this e-mail address, or null when there is none. */
export async function findAuthUserByEmail(email: string): Promise<UserRecord | null> {
  return adminAuth().getUserByEmail(email).catch(nullWhenNoSuchUser);
}

function nullWhenNoSuchUser(err: unknown): null {
  if (isNoSuchUser(err)) return null;
  throw err;
}
