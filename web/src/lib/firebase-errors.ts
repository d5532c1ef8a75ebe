// Errors of the Firebase SDKs, told apart by their code, never by casting the error or reading
// its text.

/** The code a Firebase error carries ('auth/…' from Auth, 'permission-denied' … from Firestore). */
export function firebaseErrorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/** Firestore refused the read under the security rules. */
export function isPermissionDenied(err: unknown): boolean {
  return firebaseErrorCode(err) === 'permission-denied';
}
