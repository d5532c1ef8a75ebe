import { describe, expect, it } from 'vitest';
import type { AgeAssuranceMode } from '@xmates/domain';
import { createModeCheck, type ModeReading } from './mode-check';

/** A check over a document held in memory, a clock the test moves, and its logs. */
function setup(parameter: AgeAssuranceMode, data: unknown) {
  const state = { data, now: 0, reads: 0, fail: false };
  const mismatches: ModeReading[] = [];
  const failures: unknown[] = [];
  const check = createModeCheck({
    parameter: () => parameter,
    setting: () => {
      state.reads += 1;
      return state.fail ? Promise.reject(new Error('unavailable')) : Promise.resolve(state.data);
    },
    periodMs: () => 60_000,
    now: () => state.now,
    mismatch: (reading) => mismatches.push(reading),
    unreadable: (error) => failures.push(error),
  });
  return { state, check, mismatches, failures };
}

describe('the age mode check', () => {
  it('refuses before its first reading, then follows the document', async () => {
    const { check, state } = setup('verified', { mode: 'verified' });
    expect(check.agreesNow()).toBe(false);
    await check.refresh();
    expect(check.agreesNow()).toBe(true);
    expect(state.reads).toBe(1);
  });

  it('refuses and logs while the document says another mode, none, or an unknown one', async () => {
    for (const data of [{ mode: 'declaration' }, undefined, { mode: 'strict' }]) {
      const { check, mismatches } = setup('verified', data);
      await check.refresh();
      expect(check.agreesNow(), JSON.stringify(data)).toBe(false);
      expect(mismatches).toHaveLength(1);
      expect(mismatches[0]?.parameter).toBe('verified');
    }
  });

  it('reads once per period at most on use, and again once a reading is two periods old', async () => {
    const { check, state } = setup('declaration', { mode: 'declaration' });
    await check.refresh();
    state.now = 100_000;
    check.agreesNow();
    expect(state.reads).toBe(1);
    state.now = 120_001;
    state.data = { mode: 'verified' };
    expect(check.agreesNow()).toBe(true);
    await check.refresh();
    expect(check.agreesNow()).toBe(false);
  });

  it('shares one read between concurrent refreshes', async () => {
    const { check, state } = setup('declaration', { mode: 'declaration' });
    await Promise.all([check.refresh(), check.refresh(), check.refresh()]);
    expect(state.reads).toBe(1);
  });

  it('refuses after a failed read (nothing is known) and logs it', async () => {
    const { check, state, failures } = setup('declaration', { mode: 'declaration' });
    await check.refresh();
    state.fail = true;
    await check.refresh();
    expect(check.agreesNow()).toBe(false);
    expect(failures).toHaveLength(1);
  });
});
