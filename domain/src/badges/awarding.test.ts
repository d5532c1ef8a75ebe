import { describe, expect, it } from 'vitest';
import { DEFAULT_BADGES } from './badges';
import {
  BADGE_METRICS,
  METRIC_OF_BADGE,
  badgesMeasuredBy,
  newlyEarned,
  noLongerEarned,
  placeBadges,
} from './awarding';

const key = (suffix: string) => `xmates_${suffix}`;

describe('newlyEarned', () => {
  it('measures every catalogue badge', () => {
    expect(DEFAULT_BADGES.every((b) => METRIC_OF_BADGE[b.key] !== undefined)).toBe(true);
    expect(badgesMeasuredBy([...BADGE_METRICS])).toHaveLength(DEFAULT_BADGES.length);
  });

  it('awards at the threshold, not one below, and never a held badge', () => {
    expect(newlyEarned(DEFAULT_BADGES, { submissions: 9 }, [])).toEqual([key('first_submission')]);
    expect(newlyEarned(DEFAULT_BADGES, { submissions: 10 }, [key('first_submission')])).toEqual([
      key('pioneer'),
    ]);
    expect(newlyEarned(DEFAULT_BADGES, { submissions: 0 }, [])).toEqual([]);
  });

  it('needs a paid donation for the supporter badges, then counts cents', () => {
    expect(newlyEarned(DEFAULT_BADGES, { paidCents: 0, paidCount: 0 }, [])).toEqual([]);
    expect(newlyEarned(DEFAULT_BADGES, { paidCents: 4_999, paidCount: 2 }, [])).toEqual([
      key('supporter'),
    ]);
    expect(newlyEarned(DEFAULT_BADGES, { paidCents: 20_000, paidCount: 1 }, [])).toEqual([
      key('supporter'),
      key('gold_supporter'),
      key('platinum_supporter'),
    ]);
  });

  it('follows edited thresholds and skips inactive definitions', () => {
    const edited = DEFAULT_BADGES.map((b) =>
      b.key === key('pioneer')
        ? { ...b, criteria: { ...b.criteria, threshold: 3 } }
        : b.key === key('first_submission')
          ? { ...b, isActive: false }
          : b,
    );
    expect(newlyEarned(edited, { submissions: 3 }, [])).toEqual([key('pioneer')]);
  });
});

describe('supporter tiers after a refund, and hidden from view', () => {
  const all = [key('first_submission'), key('supporter'), key('gold_supporter')];

  it('names the tiers the lowered totals no longer reach, and no other badge', () => {
    expect(noLongerEarned(DEFAULT_BADGES, { paidCents: 5_000, paidCount: 1 }, all)).toEqual([]);
    expect(noLongerEarned(DEFAULT_BADGES, { paidCents: 4_999, paidCount: 1 }, all)).toEqual([
      key('gold_supporter'),
    ]);
    expect(noLongerEarned(DEFAULT_BADGES, { paidCents: 0, paidCount: 0 }, all)).toEqual([
      key('supporter'),
      key('gold_supporter'),
    ]);
  });

  it('keeps the supporter tiers off the public list while hidden', () => {
    expect(placeBadges(all, false)).toEqual({ shown: all, hidden: [] });
    expect(placeBadges(all, true)).toEqual({
      shown: [key('first_submission')],
      hidden: [key('supporter'), key('gold_supporter')],
    });
  });
});
