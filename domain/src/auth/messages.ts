/** Texts of signing up and in, e-mail verification, sessions and admin access: SPA and API. */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password should be at least 6 characters.',
  invalidEmail: 'Please enter a valid email address.',
  resendFailed: 'Failed to resend verification email.',
  resendDone: 'Verification email resent! Please check your inbox/spam.',
  resetFailed: 'Failed to send reset email. Please try again.',
  googleFailed: 'Google sign-up failed.',
  recycleFailed: 'Could not recycle account.',
  recycleOwnOnly: 'You can only clear the account you just signed in with.',
  recycleDone: 'Your unverified account was cleared. You can sign up again.',
  verifyWithin24h: 'Please verify your email within 24 hours.',
  verifyFirst: 'Please verify your email first: members with a verified email can do this.',
  unverifiedExpired:
    'Your email was not verified within 24 hours. Please sign up again or contact support.',
  googleAccountHint:
    'This email is registered with Google sign-in. Use “Continue with Google” instead.',
  googleAccountMaybe: 'Signed up with Google? Use “Continue with Google” instead.',
  accountNotSynced: 'Your account is not set up yet. Please sign in again.',
  adminsOnly: 'Admins only.',
  accessDenied: 'Access Denied: Admins only.',
  signInRequired: 'Sign-in required.',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
} as const;

/**
 * Firebase Auth's codes for a refused password: 'auth/wrong-password', and the two it answers
 * instead when e-mail enumeration protection hides whether the address has an account.
 */
export const WRONG_PASSWORD_CODES: readonly string[] = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
];

const WRONG_CREDENTIALS = 'Incorrect email or password.';

/**
 * The sign-in and sign-up forms' texts for Firebase Auth's error codes; the forms show any
 * other code's error as the provider worded it. An unknown address reads as a wrong password:
 * the forms must not tell who has an account.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(WRONG_PASSWORD_CODES.map((code) => [code, WRONG_CREDENTIALS])),
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-email': MESSAGES.invalidEmail,
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled. Please contact support.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error. Check your connection and try again.',
  'auth/email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'auth/weak-password': MESSAGES.passwordTooShort,
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
};
