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

function codeOf(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string')
    return err.code;
  return undefined;
}

/** The identity provider's message, in a friendly form ("Firebase: …(auth/x)." stripped). */
export function authErrorMessage(err: unknown): string {
  const code = codeOf(err);
  if (code && FRIENDLY[code]) return FRIENDLY[code];
  const raw = err instanceof Error ? err.message : String(err);
  const cleaned = raw
    .replace(/^Firebase:\s*/i, '')
    .replace(/\s*\(auth\/[^)]+\)\.?$/, '')
    .trim();
  return cleaned && cleaned !== 'Error' ? cleaned : 'Something went wrong. Please try again.';
}

/** Closing the Google popup is the user's choice, not an error to report. */
export function isPopupDismissed(err: unknown): boolean {
  const code = codeOf(err);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}
