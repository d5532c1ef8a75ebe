import { MESSAGES } from '@xmates/domain';

const FRIENDLY: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': MESSAGES.invalidEmail,
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/weak-password': MESSAGES.passwordTooShort,
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
};

const REJECTED = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
]);

function codeOf(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string')
    return err.code;
  return undefined;
}

/**
 * The identity provider's message. Known codes get a friendlier sentence that says the same;
 * any other message is shown as the provider gave it (only the SDK's "Firebase: " prefix
 * dropped), code included, so nothing the provider said is hidden.
 */
export function authErrorMessage(err: unknown): string {
  const code = codeOf(err);
  if (code && FRIENDLY[code]) return FRIENDLY[code];
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
  const code = codeOf(err);
  return code !== undefined && REJECTED.has(code);
}

/** Closing the Google popup is the user's choice, not an error to report. */
export function isPopupDismissed(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
