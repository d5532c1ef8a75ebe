import { describe, expect, it } from 'vitest';
import { threadListShape } from '../comments/lists';
import { MODERATION_LOG_ORDER } from '../moderation/lists';
import { REPORTED_MEMBERS_ORDER } from '../moderation/member-reports';
import { REACTION_LISTS } from '../reactions/lists';
import {
  TIMESTAMP_SORT_FIELDS,
  boundaryCursor,
  cursorBound,
  timestampCursorValue,
} from './cursor-values';
import { SORTS } from './filter';
import { SORT_FIELDS } from './query';

describe('timestampCursorValue', () => {
  it('keeps whole milliseconds on both sides', () => {
    const time = { seconds: 1_700_000_000, nanoseconds: 123_000_000 };
    expect(timestampCursorValue(time, 'next')).toBe(1_700_000_000_123);
    expect(timestampCursorValue(time, 'prev')).toBe(1_700_000_000_123);
  });

  it('rounds sub-millisecond times down for next and up for prev', () => {
    const time = { seconds: 1_700_000_000, nanoseconds: 123_000_001 };
    expect(timestampCursorValue(time, 'next')).toBe(1_700_000_000_123);
    expect(timestampCursorValue(time, 'prev')).toBe(1_700_000_000_124);
  });

  it('works before 1970 too (Timestamp nanoseconds are never negative)', () => {
    const time = { seconds: -1, nanoseconds: 999_999_999 };
    expect(timestampCursorValue(time, 'next')).toBe(-1);
    expect(timestampCursorValue(time, 'prev')).toBe(0);
  });
});

describe('TIMESTAMP_SORT_FIELDS', () => {
  it('holds the order field of every time-ordered list and no numeric sort', () => {
    const timeOrdered = [
      SORT_FIELDS.latest,
      ...Object.values(REACTION_LISTS).map((list) => list.at),
      threadListShape('comments').orderBy[0].field,
      threadListShape('replies').orderBy[0].field,
      MODERATION_LOG_ORDER,
      REPORTED_MEMBERS_ORDER,
    ];
    expect(new Set(timeOrdered)).toEqual(TIMESTAMP_SORT_FIELDS);
    const numeric = SORTS.filter((s) => s !== 'latest').map((s) => SORT_FIELDS[s]);
    expect(numeric.some((field) => TIMESTAMP_SORT_FIELDS.has(field))).toBe(false);
  });
});

describe('boundaryCursor and cursorBound', () => {
  it('carries numbers as they are and times (either SDK) as epoch ms, rounded to their side', () => {
    class SdkTimestamp {
      constructor(
        private readonly ms: number,
        private readonly extraNanos = 0,
      ) {}
      get seconds() {
        return Math.floor(this.ms / 1000);
      }
      get nanoseconds() {
        return (this.ms % 1000) * 1e6 + this.extraNanos;
      }
    }
    expect(boundaryCursor(42.5, 'abc', 'next')).toBe('42.5~abc');
    expect(boundaryCursor(new SdkTimestamp(1_700_000_000_123, 1), 'abc', 'next')).toBe(
      '1700000000123~abc',
    );
    expect(boundaryCursor(new SdkTimestamp(1_700_000_000_123, 1), 'abc', 'prev')).toBe(
      '1700000000124~abc',
    );
    expect(boundaryCursor(undefined, 'abc', 'next')).toBe('0~abc');
  });

  it('turns a cursor back into bound values, times through the SDK', () => {
    const time = (ms: number) => ({ ms });
    const cursor = { value: 1_700_000_000_123, id: 'abc' };
    for (const field of TIMESTAMP_SORT_FIELDS) {
      expect(cursorBound(field, cursor, time)).toEqual([{ ms: 1_700_000_000_123 }, 'abc']);
    }
    expect(cursorBound('likesCount', { value: 7, id: 'x' }, time)).toEqual([7, 'x']);
    expect(cursorBound('trendingScore', { value: 1.25, id: 'x' }, time)).toEqual([1.25, 'x']);
  });
});
