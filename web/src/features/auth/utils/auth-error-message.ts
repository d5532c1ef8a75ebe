import { AUTH_ERROR_MESSAGES, MESSAGES } from '@xmates/domain';
import { isUnknownUser, isWrongPassword } from '@/lib/auth-errors';
import { firebaseErrorCode } from '@/lib/firebase-errors';

/**
 * The identity provider's message. Known codes get a friendlier sentence that says the same;
 * any other message is shown as the provider gave it (only the SDK's "Firebase: " prefix
 * dropped), code included, so nothing the provider said is hidden.
 */
export function authErrorMessage(err: unknown): string {
  const code = firebaseErrorCode(err);
  if (code && AUTH_ERROR_MESSAGES[code]) return AUTH_ERROR_MESSAGES[code];
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  return (
    raw.replace(/^Firebase:\s*/i, '').trim() || code || 'Something went wrong. Please try again.'
  );
}

/** A failed Google sign-in: the spec's sentence, then what the provider said. */
export function googleErrorMessage(err: unknown): string {
  return `${MESSAGES.googleFailed} ${authErrorMessage(err)}`;
}

/** The provider refused the e-mail and password (wrong password, unknown or password-less account). */
export function isRejectedCredential(err: unknown): boolean {
  return isWrongPassword(err) || isUnknownUser(err);
}
