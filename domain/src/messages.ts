/** User-facing texts of the spec, verbatim. One place, used by the SPA and the API. */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordTooShort: 'Password should be at least 6 characters.',
  invalidEmail: 'Please enter a valid email address.',
  resendFailed: 'Failed to resend verification email.',
  resendDone: 'Verification email resent! Please check your inbox/spam.',
  resetFailed: 'Failed to send reset email. Please try again.',
  googleFailed: 'Google sign-up failed.',
  recycleFailed: 'Could not recycle account.',
  serverError: 'Server error. Please try again.',
  verifyWithin24h: 'Please verify your email within 24 hours.',
  unverifiedExpired:
    'Your email was not verified within 24 hours. Please sign up again or contact support.',
  googleAccountHint:
    'This email is registered with Google sign-in. Use “Continue with Google” instead.',
  displayNameRequired: 'Please enter a display name.',
  displayNameLength: 'Display name must be 3 to 30 characters.',
  displayNameReserved: 'Display names may not contain “admin” or “xmates”.',
  adminsOnly: 'Admins only.',
  accessDenied: 'Access Denied: Admins only.',
  signInRequired: 'Sign-in required.',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
  notFound: 'Not found.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a moment.',
  noVideoFound: 'No video link found',
} as const;
