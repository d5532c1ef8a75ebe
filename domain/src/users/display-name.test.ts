import { describe, expect, it } from 'vitest';
import { displayNameError } from './display-name';
import { USER_MESSAGES } from './messages';

describe('displayNameError', () => {
  it('requires 3 to 30 characters', () => {
    expect(displayNameError('  ', false)).toBe('Please enter a display name.');
    expect(displayNameError('ab', false)).toBe(USER_MESSAGES.displayNameLength);
    expect(displayNameError('x'.repeat(31), false)).toBe(USER_MESSAGES.displayNameLength);
    expect(displayNameError('NightOwl', false)).toBeNull();
  });

  it('reserves admin and the product name for admins', () => {
    expect(displayNameError('SuperAdmin', false)).toBe(USER_MESSAGES.displayNameReserved);
    expect(displayNameError('xMates fan', false)).toBe(USER_MESSAGES.displayNameReserved);
    expect(displayNameError('SuperAdmin', true)).toBeNull();
  });
});
