// Firebase Auth's errors the pages tell apart, by code (firebase-errors.ts). The texts shown
// for them are the domain's (AUTH_ERROR_MESSAGES, USER_MESSAGES).
import { WRONG_PASSWORD_CODES } from '@xmates/domain';
import { firebaseErrorCode } from './firebase-errors';

/** Auth refused the password (under e-mail enumeration protection: the address and password). */
export function isWrongPassword(err: unknown): boolean {
  const code = firebaseErrorCode(err);
  return code !== undefined && WRONG_PASSWORD_CODES.includes(code);
}

/** Auth has no account with this address (it says so only without enumeration protection). */
export function isUnknownUser(err: unknown): boolean {
  return firebaseErrorCode(err) === 'auth/user-not-found';
}

/** The Google popup was closed, or replaced by another: the user's choice, not an error. */
export function isPopupDismissed(err: unknown): boolean {
  const code = firebaseErrorCode(err);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

/** Auth wants a recent sign-in before this change. */
export function needsRecentLogin(err: unknown): boolean {
  return firebaseErrorCode(err) === 'auth/requires-recent-login';
}
