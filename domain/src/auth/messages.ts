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
