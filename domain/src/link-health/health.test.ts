import { describe, expect, it } from 'vitest';
import {
  DEAD_STREAK_MS,
  LINK_HEALTH_STATES,
  linkHealthState,
  nextStreak,
  severityOf,
  verdictOfStatus,
} from './health';

describe('verdictOfStatus', () => {
  it('is alive for 2xx, dead for 404 and 410 only, unknown for the rest', () => {
    expect([200, 204, 299].map(verdictOfStatus)).toEqual(['alive', 'alive', 'alive']);
    expect([404, 410].map(verdictOfStatus)).toEqual(['dead', 'dead']);
    expect([301, 400, 401, 403, 405, 429, 500, 503].map(verdictOfStatus)).toEqual(
      Array(8).fill('unknown'),
    );
  });
});

describe('nextStreak', () => {
  const fresh = { deadSince: null, reported: false };
  const t0 = 1_000_000;

  it('starts a streak at the first dead verdict and reports it 24 hours later, once', () => {
    const first = nextStreak(fresh, 'dead', t0);
    expect(first).toEqual({ deadSince: t0, reported: false, report: false });
    expect(nextStreak(first, 'dead', t0 + DEAD_STREAK_MS - 1).report).toBe(false);
    const second = nextStreak(first, 'dead', t0 + DEAD_STREAK_MS);
    expect(second).toEqual({ deadSince: t0, reported: true, report: true });
    expect(nextStreak(second, 'dead', t0 + 3 * DEAD_STREAK_MS).report).toBe(false);
  });

  it('lets unknown change nothing, and alive end the streak', () => {
    const first = nextStreak(fresh, 'dead', t0);
    expect(nextStreak(first, 'unknown', t0 + 5)).toEqual({ ...first, report: false });
    expect(nextStreak(fresh, 'unknown', t0)).toEqual({ ...fresh, report: false });
    expect(nextStreak(first, 'alive', t0 + DEAD_STREAK_MS)).toEqual({ ...fresh, report: false });
  });
});

describe('linkHealthState and severityOf', () => {
  it('puts dead first, then no answer, then other answers, then unchecked, then alive', () => {
    const checks = [
      { verdict: 'alive', status: 200 },
      { verdict: null, status: null },
      { verdict: 'unknown', status: 500 },
      { verdict: 'unknown', status: null },
      { verdict: 'dead', status: null },
      { verdict: 'dead', status: 404 },
    ] as const;
    expect(checks.map(linkHealthState)).toEqual([
      'alive',
      'unchecked',
      'unknown',
      'unreachable',
      'dead',
      'dead',
    ]);
    expect(checks.map(severityOf)).toEqual([4, 3, 2, 1, 0, 0]);
    expect(LINK_HEALTH_STATES.map((_, i) => i)).toEqual([0, 1, 2, 3, 4]);
  });
});
