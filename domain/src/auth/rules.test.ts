import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { MESSAGES } from './messages';
import { isEmail, passwordStrength, signupError } from './rules';
import { isAdminUser, unverifiedState } from './session';

describe('signupError', () => {
  it('gives the spec messages in order', () => {
    expect(signupError('not-an-email', 'secret1', 'secret1')).toBe(MESSAGES.invalidEmail);
    expect(signupError('a@b.co', 'secret1', 'secret2')).toBe('Passwords do not match.');
    expect(signupError('a@b.co', 'abc', 'abc')).toBe('Password should be at least 6 characters.');
    expect(signupError('a@b.co', 'abcdef', 'abcdef')).toBeNull();
  });

  it('accepts simple a@b.c addresses only', () => {
    expect(isEmail('a@b.c')).toBe(true);
    expect(isEmail('a b@c.d')).toBe(false);
    expect(isEmail('a@b')).toBe(false);
  });
});

describe('passwordStrength', () => {
  it('scores 0 to 4 with the spec labels', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'Very weak' });
    expect(passwordStrength('abc')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 2, label: 'Okay' });
    expect(passwordStrength('Abcdefgh')).toEqual({ score: 3, label: 'Good' });
    expect(passwordStrength('Abcdefg1!')).toEqual({ score: 4, label: 'Strong' });
  });
});

describe('session rules', () => {
  it('treats isAdmin or role admin as admin', () => {
    expect(isAdminUser({ isAdmin: true, role: 'member' })).toBe(true);
    expect(isAdminUser({ isAdmin: false, role: 'admin' })).toBe(true);
    expect(isAdminUser({ isAdmin: false, role: 'member' })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('expires unverified accounts after 24 hours', () => {
    const now = 1_000_000_000_000;
    expect(unverifiedState(true, 0, now)).toBe('verified');
    expect(unverifiedState(false, now - LIMITS.unverifiedWindowMs + 1, now)).toBe('within-window');
    expect(unverifiedState(false, now - LIMITS.unverifiedWindowMs - 1, now)).toBe('expired');
  });
});
