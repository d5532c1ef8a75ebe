import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@xmates/domain';
import { authErrorMessage, isPopupDismissed } from './auth-error-message';

const providerError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('authErrorMessage', () => {
  it('turns known provider codes into friendly sentences', () => {
    expect(authErrorMessage(providerError('auth/invalid-credential'))).toBe(
      'Incorrect email or password.',
    );
    expect(authErrorMessage(providerError('auth/invalid-email'))).toBe(MESSAGES.invalidEmail);
    expect(authErrorMessage(providerError('auth/weak-password'))).toBe(MESSAGES.passwordTooShort);
  });

  it('strips the SDK prefix and code from unknown errors', () => {
    const err = providerError(
      'auth/quota-exceeded',
      'Firebase: Quota exceeded. (auth/quota-exceeded).',
    );
    expect(authErrorMessage(err)).toBe('Quota exceeded.');
    expect(authErrorMessage(providerError('auth/odd', 'Firebase: Error (auth/odd).'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('recognises a closed Google popup as the user’s choice', () => {
    expect(isPopupDismissed(providerError('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupDismissed(providerError('auth/internal-error'))).toBe(false);
  });
});
