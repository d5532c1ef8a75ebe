import { describe, expect, it } from 'vitest';
import type { LinkHostDoc } from './documents';
import {
  admitToHost,
  gapMs,
  hostKeyOf,
  reserveSlots,
  startsInTime,
  type HostLimits,
} from './hosts';
import { linkCheckTaskId, linkCheckTaskOf } from './queue';

// No start window here, so a gap is the interval (the window is tested on its own).
const limits: HostLimits = { concurrent: 2, intervalMs: 1_000, startWithinMs: 0, leaseMs: 15_000 };
const T = 1_700_000_000_000;

describe('hostKeyOf', () => {
  it('counts www., m. and a root dot as the same host, in lower case', () => {
    expect(hostKeyOf('https://WWW.YouTube.com/watch?v=x')).toBe('youtube.com');
    expect(hostKeyOf('https://m.youtube.com./watch?v=x')).toBe('youtube.com');
    expect(hostKeyOf('http://127.0.0.1:8080/ok')).toBe('127.0.0.1');
    expect(hostKeyOf('https://player.vimeo.com/1')).toBe('player.vimeo.com');
  });

  it('is null for a link that connects to nothing', () => {
    for (const link of ['not a link', 'ftp://example.com/x', 'javascript:alert(1)']) {
      expect(hostKeyOf(link)).toBeNull();
    }
  });
});

describe('reserveSlots', () => {
  it('gives slots an interval apart from the end of the line, none at or after the horizon', () => {
    const first = reserveSlots(undefined, 3, T, T + 900_000, limits);
    expect(first.slots).toEqual([T, T + 1_000, T + 2_000]);
    expect(first.gate.nextSlotAt).toBe(T + 3_000);
    const next = reserveSlots(first.gate, 1_000, T + 500, T + 10_000, limits);
    expect(next.slots).toEqual([3, 4, 5, 6, 7, 8, 9].map((s) => T + s * 1_000));
    expect(next.gate.nextSlotAt).toBe(T + 10_000);
    expect(reserveSlots(next.gate, 5, T + 600, T + 10_000, limits)).toEqual({
      slots: [],
      gate: next.gate,
    });
  });

  it('starts an interval after the last start, and drops lapsed leases', () => {
    const stored: LinkHostDoc = {
      leases: { old: T - 1, live: T + 5_000 },
      lastStartAt: T - 200,
      nextSlotAt: 0,
    };
    const { slots, gate } = reserveSlots(stored, 1, T, T + 60_000, limits);
    expect(slots).toEqual([T + 800]);
    expect(gate.leases).toEqual({ live: T + 5_000 });
  });
});

/** The gate after a check gave its lease back (releaseHostCheck). */
const withoutLease = (gate: LinkHostDoc, lease: string): LinkHostDoc => ({
  ...gate,
  leases: Object.fromEntries(Object.entries(gate.leases).filter(([id]) => id !== lease)),
});

describe('admitToHost', () => {
  /** Runs arrivals in order (lease, slot, time), storing each answer's gate. */
  function run(arrivals: [string, number, number][], release: Record<number, string> = {}) {
    let stored: LinkHostDoc | undefined;
    return arrivals.map(([lease, slot, now], i) => {
      const done = release[i];
      if (done && stored) stored = withoutLease(stored, done);
      const answer = admitToHost(stored, lease, slot, now, limits);
      if (answer.gate) stored = answer.gate;
      return answer.start ? 'start' : answer.slotAt - T;
    });
  }

  it('waits for its slot without changing anything', () => {
    expect(admitToHost(undefined, 'a', T + 5_000, T, limits)).toEqual({
      start: false,
      slotAt: T + 5_000,
      gate: null,
    });
  });

  it('never starts two checks within an interval: the second takes a slot at the end of the line', () => {
    expect(
      run([
        ['a', T, T],
        ['b', T, T + 10],
        ['c', T, T + 20],
        ['d', T + 1_000, T + 1_000],
      ]),
    ).toEqual(['start', 1_000, 2_000, 'start']);
  });

  it('never lets more than `concurrent` checks run at once, whatever their slots', () => {
    // a and b run long; c finds the host full, then gets in once a gives its lease back.
    expect(
      run(
        [
          ['a', T, T],
          ['b', T + 1_000, T + 1_000],
          ['c', T + 2_000, T + 2_000],
          ['c', T + 3_000, T + 3_000],
          ['c', T + 4_000, T + 4_000],
        ],
        { 4: 'a' },
      ),
    ).toEqual(['start', 'start', 3_000, 4_000, 'start']);
  });

  it('counts a lapsed lease as given back, and a retried task’s own lease not at all', () => {
    const stored: LinkHostDoc = {
      leases: { a: T + 100, b: T - 1 },
      lastStartAt: T - 5_000,
      nextSlotAt: 0,
    };
    const again = admitToHost(stored, 'a', T, T, limits);
    expect(again.start).toBe(true);
    expect(again.gate?.leases).toEqual({ a: T + 15_000 });
  });

  it('holds over many arrivals: never more than 2 in flight, starts at least an interval apart', () => {
    let stored: LinkHostDoc | undefined;
    const starts: number[] = [];
    const running: { lease: string; until: number }[] = [];
    let waiting = Array.from({ length: 40 }, (_, i) => ({ lease: `t${i}`, slot: T }));
    for (let now = T; waiting.length > 0 && now < T + 600_000; now += 97) {
      for (const r of running.filter((r) => r.until <= now)) {
        if (stored) stored = withoutLease(stored, r.lease);
      }
      running.splice(0, running.length, ...running.filter((r) => r.until > now));
      const next: typeof waiting = [];
      for (const task of waiting) {
        const answer = admitToHost(stored, task.lease, task.slot, now, limits);
        if (answer.gate) stored = answer.gate;
        if (answer.start) {
          starts.push(now);
          // Checks take 2.5 s: the host's room, not its interval, holds them back.
          running.push({ lease: task.lease, until: now + 2_500 });
          expect(running.length).toBeLessThanOrEqual(2);
        } else next.push({ lease: task.lease, slot: answer.slotAt });
      }
      waiting = next;
    }
    expect(starts).toHaveLength(40);
    for (let i = 1; i < starts.length; i++) {
      expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(1_000);
    }
  });
});

describe('the start window', () => {
  const windowed: HostLimits = { ...limits, startWithinMs: 250 };

  it('spaces slots and admissions by the interval and the window', () => {
    expect(gapMs(windowed)).toBe(1_250);
    expect(reserveSlots(undefined, 3, T, T + 60_000, windowed).slots).toEqual([
      T,
      T + 1_250,
      T + 2_500,
    ]);
    const first = admitToHost(undefined, 'a', T, T, windowed);
    expect(first.start).toBe(true);
    expect(admitToHost(first.gate ?? undefined, 'b', T, T + 1_000, windowed)).toMatchObject({
      start: false,
      slotAt: T + 1_250,
    });
  });

  it('lets an admission start only within the window: starts stay an interval apart', () => {
    expect(startsInTime(T, T + 250, windowed)).toBe(true);
    expect(startsInTime(T, T + 251, windowed)).toBe(false);
    // Admitted at T and started at T + 250 at the latest; the next admitted at T + 1,250.
    expect(T + gapMs(windowed) - (T + windowed.startWithinMs)).toBe(windowed.intervalMs);
  });
});

describe('link check tasks', () => {
  const task = { productId: 'abc_DEF-1', due: 0, slotAt: T, copy: 0, deferrals: 0 };

  it('are read back from the queue’s data, and nothing else is', () => {
    expect(linkCheckTaskOf(JSON.parse(JSON.stringify(task)))).toEqual(task);
    for (const bad of [null, {}, { ...task, productId: 'a/b' }, { ...task, due: -1 }]) {
      expect(linkCheckTaskOf(bad)).toBeNull();
    }
  });

  it('have one id per due check, and another per copy', () => {
    expect(linkCheckTaskId(task)).toBe('abc_DEF-1-0');
    expect(linkCheckTaskId({ ...task, due: 1_700_000_000_123 })).toBe('abc_DEF-1-1700000000123');
    expect(linkCheckTaskId({ ...task, copy: 2 })).toBe('abc_DEF-1-0-2');
  });
});
