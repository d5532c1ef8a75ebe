import { describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_CODES } from '@xmates/domain';
import { isPopupDismissed, isUnknownUser, isWrongPassword, needsRecentLogin } from './auth-errors';
import { isPermissionDenied } from './firebase-errors';

const providerError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('Firebase error helpers', () => {
  it('tells a wrong password by every code Auth answers it with', () => {
    for (const code of WRONG_PASSWORD_CODES)
      expect(isWrongPassword(providerError(code))).toBe(true);
    expect(isWrongPassword(providerError('auth/user-not-found'))).toBe(false);
    expect(isUnknownUser(providerError('auth/user-not-found'))).toBe(true);
  });

  it('reads the code only, and only a string one', () => {
    expect(isWrongPassword(new Error('Firebase: Error (auth/wrong-password).'))).toBe(false);
    expect(isPermissionDenied({ code: 7 })).toBe(false);
    expect(isPermissionDenied(undefined)).toBe(false);
    expect(isPermissionDenied(providerError('permission-denied'))).toBe(true);
  });

  it('recognises a closed Google popup as the user’s choice', () => {
    expect(isPopupDismissed(providerError('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupDismissed(providerError('auth/internal-error'))).toBe(false);
  });

  it('tells when Auth wants a recent sign-in', () => {
    expect(needsRecentLogin(providerError('auth/requires-recent-login'))).toBe(true);
    expect(needsRecentLogin(providerError('auth/wrong-password'))).toBe(false);
  });
});
