import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@xmates/domain';
import { authErrorMessage, googleErrorMessage, isRejectedCredential } from './auth-error-message';

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

  it('shows any other provider message as given, without the SDK prefix', () => {
    const err = providerError(
      'auth/quota-exceeded',
      'Firebase: Quota exceeded. (auth/quota-exceeded).',
    );
    expect(authErrorMessage(err)).toBe('Quota exceeded. (auth/quota-exceeded).');
    expect(authErrorMessage(providerError('auth/odd', 'Firebase: Error (auth/odd).'))).toBe(
      'Error (auth/odd).',
    );
    expect(authErrorMessage(providerError('auth/odd', ''))).toBe('auth/odd');
    expect(authErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(authErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });

  it('keeps the Google failure sentence and adds what the provider said', () => {
    expect(googleErrorMessage(providerError('auth/user-disabled'))).toBe(
      `${MESSAGES.googleFailed} This account has been disabled. Please contact support.`,
    );
    expect(
      googleErrorMessage(
        providerError('auth/internal-error', 'Firebase: Error (auth/internal-error).'),
      ),
    ).toBe(`${MESSAGES.googleFailed} Error (auth/internal-error).`);
  });

  it('counts a wrong password and an unknown address alike as refused credentials', () => {
    expect(isRejectedCredential(providerError('auth/invalid-credential'))).toBe(true);
    expect(isRejectedCredential(providerError('auth/user-not-found'))).toBe(true);
    expect(isRejectedCredential(providerError('auth/too-many-requests'))).toBe(false);
  });
});
