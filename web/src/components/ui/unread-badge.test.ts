import { describe, expect, it } from 'vitest';
import { unreadLabel } from './unread-badge';

describe('unreadLabel', () => {
  it('shows the count up to the cap and 99+ above it', () => {
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
    expect(unreadLabel(12_345)).toBe('99+');
  });

  it('shows nothing for zero, negatives and non-numbers', () => {
    for (const value of [0, -3, Number.NaN, '7', null, undefined, {}]) {
      expect(unreadLabel(value)).toBeNull();
    }
  });
});
