import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { isUploadUsable, unusedUploadDeleteAfter } from './uploads';

describe('unused uploads', () => {
  const made = Date.parse('2026-11-25T10:00:00Z');
  const deleteAfter = unusedUploadDeleteAfter(made);

  it('are kept for the grace period after they were made', () => {
    expect(deleteAfter - made).toBe(LIMITS.unusedUploadGraceMs);
    expect(LIMITS.unusedUploadGraceMs).toBe(24 * 60 * 60_000);
  });

  it('can be used inside the grace period only', () => {
    expect(isUploadUsable(deleteAfter, made)).toBe(true);
    expect(isUploadUsable(deleteAfter, deleteAfter - 1)).toBe(true);
    expect(isUploadUsable(deleteAfter, deleteAfter)).toBe(false);
    expect(isUploadUsable(deleteAfter, deleteAfter + 60_000)).toBe(false);
  });

  it('stay usable once used', () => {
    expect(isUploadUsable(null, made + 365 * LIMITS.unusedUploadGraceMs)).toBe(true);
  });
});
