// Errors of the Firebase SDKs, told apart by their code, never by casting the error or reading
// its text. Auth's codes are in auth-errors.ts, which only the pages that sign in or change a
// password load (Home signs nobody in).

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
