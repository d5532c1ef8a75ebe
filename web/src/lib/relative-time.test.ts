import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2025-08-20T12:00:00Z');
  it('says how long ago, in words', () => {
    expect(relativeTime('2025-08-20T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2025-08-20T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2025-08-19T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-07-30T12:00:00Z', now)).toBe('3 weeks ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
