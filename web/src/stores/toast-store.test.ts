import { describe, expect, it } from 'vitest';
import { LIMITS } from '@xmates/domain';
import { toastDurationMs } from './toast-store';

describe('toastDurationMs', () => {
  const action = { label: 'Login', onClick: () => undefined };
  it("keeps the toast area's notices 1500 ms", () => {
    for (const severity of ['success', 'info', 'warning'] as const) {
      expect(toastDurationMs({ severity })).toBe(LIMITS.toastMs);
    }
    expect(LIMITS.toastMs).toBe(1_500);
  });
  it('keeps errors and prompts with an action 5000 ms', () => {
    expect(toastDurationMs({ severity: 'error' })).toBe(LIMITS.toastLongMs);
    expect(toastDurationMs({ severity: 'info', action })).toBe(LIMITS.toastLongMs);
    expect(LIMITS.toastLongMs).toBe(5_000);
  });
  it('never closes a persistent toast by itself', () => {
    expect(toastDurationMs({ severity: 'warning', persistent: true, action })).toBeNull();
  });
});
