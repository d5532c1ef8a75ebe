import { describe, expect, it } from 'vitest';
import { createModeReader } from './mode';

/** A reader over a document held in memory, a clock the test moves, and its logs. */
function setup(data: unknown) {
  const state = { data, now: 0, reads: 0, fail: false };
  const unknown: { data: unknown; error: unknown }[] = [];
  const reader = createModeReader({
    setting: () => {
      state.reads += 1;
      return state.fail ? Promise.reject(new Error('unavailable')) : Promise.resolve(state.data);
    },
    periodMs: () => 60_000,
    now: () => state.now,
    unknown: (value, error) => unknown.push({ data: value, error }),
  });
  return { state, reader, unknown };
}

describe('the age mode reader', () => {
  it('knows no mode before its first reading, then follows the document', async () => {
    const { reader, state } = setup({ mode: 'verified' });
    expect(reader.current()).toBeNull();
    await reader.settled();
    expect(reader.current()).toBe('verified');
    await reader.settled();
    expect(state.reads).toBe(1);
  });

  it('knows no mode, and logs it, while the document names none or an unknown one', async () => {
    for (const data of [undefined, {}, { mode: 'strict' }]) {
      const { reader, unknown } = setup(data);
      await reader.refresh();
      expect(reader.current(), JSON.stringify(data)).toBeNull();
      expect(unknown).toEqual([{ data, error: undefined }]);
    }
  });

  it('reads once per period at most on use, and again once a reading is two periods old', async () => {
    const { reader, state } = setup({ mode: 'declaration' });
    await reader.refresh();
    state.now = 100_000;
    expect(reader.current()).toBe('declaration');
    expect(state.reads).toBe(1);
    state.now = 120_001;
    state.data = { mode: 'verified' };
    expect(reader.current()).toBe('declaration');
    await reader.refresh();
    expect(reader.current()).toBe('verified');
  });

  it('shares one read between concurrent refreshes', async () => {
    const { reader, state } = setup({ mode: 'declaration' });
    await Promise.all([reader.refresh(), reader.settled(), reader.refresh()]);
    expect(state.reads).toBe(1);
  });

  it('knows no mode after a failed read (fail closed) and logs the error', async () => {
    const { reader, state, unknown } = setup({ mode: 'declaration' });
    await reader.refresh();
    state.fail = true;
    await reader.refresh();
    expect(reader.current()).toBeNull();
    expect(unknown).toHaveLength(1);
    expect(unknown[0]?.error).toBeInstanceOf(Error);
  });
});
