import { describe, expect, it } from 'vitest';
import { displayNameError } from './display-name';
import { displayNameKey, nameCandidates, NAME_SUGGESTIONS } from './name-claims';
import { USER_MESSAGES } from './messages';
import { passwordChangeError } from './password';

describe('display name keys and candidates', () => {
  it('keys ignore case and surrounding spaces, and cannot address another document', () => {
    expect(displayNameKey('  Night Owl ')).toBe(displayNameKey('night owl'));
    expect(displayNameKey('a/b.c')).not.toContain('/');
    expect(displayNameKey('a/b.c')).not.toContain('.');
  });

  it('refuses names whose key Firestore reserves', () => {
    expect(displayNameError('__abc__', false)).toBe(USER_MESSAGES.displayNameInvalid);
  });

  it('offers ten distinct valid candidates that differ from the taken name', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const taken of ['Night Owl', 'x'.repeat(30), 'abc']) {
      const list = nameCandidates(taken, random);
      expect(list).toHaveLength(NAME_SUGGESTIONS.candidates);
      expect(new Set(list.map(displayNameKey)).size).toBe(list.length);
      for (const name of list) {
        expect(displayNameError(name, false)).toBeNull();
        expect(displayNameKey(name)).not.toBe(displayNameKey(taken));
      }
    }
  });
});

describe('passwordChangeError', () => {
  it('needs both passwords, a matching confirmation and 6 characters', () => {
    expect(passwordChangeError('', 'abcdef', 'abcdef')).toBe(USER_MESSAGES.passwordRequired);
    expect(passwordChangeError('old', '', '')).toBe(USER_MESSAGES.passwordRequired);
    expect(passwordChangeError('old', 'abcdef', 'abcdeg')).toBe(USER_MESSAGES.passwordMismatch);
    expect(passwordChangeError('old', 'abc', 'abc')).toBe(USER_MESSAGES.passwordTooShort);
    expect(passwordChangeError('old', 'abcdef', 'abcdef')).toBeNull();
  });
});
