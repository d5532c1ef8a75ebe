// The visitors' ceiling under a flood, on many instances sharing one total: how many calls it
// admits, and what counting them costs (each store call is one Firestore write and one read).
// The store here keeps the shared total in memory as db/ceilings.ts keeps it in Firestore.
import { describe, expect, it } from 'vitest';
import { CEILING_BATCHES, VisitorCeiling, ceilingBatch, type MinuteStore } from './ceiling';

function sharedStore() {
  const totals = new Map<string, number>();
  const store = {
    calls: 0,
    add: ((budget, minute, count, _expiresAtMs) => {
      store.calls += 1;
      const key = `${budget}_${minute}`;
      totals.set(key, (totals.get(key) ?? 0) + count);
      return Promise.resolve(totals.get(key) ?? 0);
    }) satisfies MinuteStore,
  };
  return store;
}

/** One visitor call on an instance: checked, then counted when admitted. */
async function call(ceiling: VisitorCeiling, now: number): Promise<boolean> {
  if (ceiling.check(now) !== null) return false;
  await ceiling.admit(now);
  return true;
}

const MINUTE = 60_000;
const START = 1_000 * MINUTE;

describe('a visitors’ ceiling', () => {
  it('admits exactly its calls a minute on one instance, then refuses until the minute ends', async () => {
    const store = sharedStore();
    const ceiling = new VisitorCeiling({
      budget: 'search',
      perMinute: () => 100,
      store: store.add,
    });
    let admitted = 0;
    for (let i = 0; i < 1_000; i += 1) if (await call(ceiling, START + i * 50)) admitted += 1;
    expect(admitted).toBe(100);
    expect(ceiling.check(START + 50_000)).toBe(10_000);
    expect(await call(ceiling, START + MINUTE)).toBe(true);
  });

  it('holds over ten instances under a flood of 2,000 calls a second, within a batch an instance', async () => {
    const store = sharedStore();
    const perMinute = 600;
    const instances = Array.from(
      { length: 10 },
      () =>
        new VisitorCeiling({ budget: 'comments', perMinute: () => perMinute, store: store.add }),
    );
    let admitted = 0;
    // 120,000 calls over the minute, spread over the instances in turn, each at its own ms.
    for (let i = 0; i < 120_000; i += 1) {
      const instance = instances[i % instances.length];
      if (instance && (await call(instance, START + i / 2))) admitted += 1;
    }
    expect(admitted).toBeGreaterThanOrEqual(perMinute - instances.length * ceilingBatch(perMinute));
    expect(admitted).toBeLessThanOrEqual(perMinute + instances.length * ceilingBatch(perMinute));
    // Counting cost: one sync (a write and a read) per batch admitted, whatever the flood.
    expect(store.calls).toBeLessThanOrEqual(CEILING_BATCHES + instances.length);
  });

  it('costs nothing once full: refused from memory until the minute ends', async () => {
    const store = sharedStore();
    const ceiling = new VisitorCeiling({ budget: 'feed', perMinute: () => 10, store: store.add });
    for (let i = 0; i < 10; i += 1) await call(ceiling, START + i);
    const before = store.calls;
    for (let i = 0; i < 10_000; i += 1) expect(await call(ceiling, START + 1_000 + i)).toBe(false);
    expect(store.calls).toBe(before);
  });

  it('refuses every visitor when set to 0', () => {
    const store = sharedStore();
    const ceiling = new VisitorCeiling({ budget: 'feed', perMinute: () => 0, store: store.add });
    expect(ceiling.check(START)).toBe(MINUTE);
    expect(store.calls).toBe(0);
  });

  it('keeps an instance’s calls when the store fails, and counts them at the next sync', async () => {
    const store = sharedStore();
    let fail = true;
    const ceiling = new VisitorCeiling({
      budget: 'feed',
      perMinute: () => 50,
      store: (...args) => (fail ? Promise.reject(new Error('unavailable')) : store.add(...args)),
    });
    await expect(ceiling.admit(START)).rejects.toThrow('unavailable');
    fail = false;
    await ceiling.admit(START + 1_000);
    expect(await store.add('feed', Math.floor(START / MINUTE), 0, 0)).toBe(2);
  });
});
