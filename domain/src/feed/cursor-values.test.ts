import { describe, expect, it } from 'vitest';
import { threadListShape } from '../comments/lists';
import { MODERATION_LOG_ORDER } from '../moderation/lists';
import { REACTION_LISTS } from '../reactions/lists';
import { TIMESTAMP_SORT_FIELDS, timestampCursorValue } from './cursor-values';
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
    ];
    expect(new Set(timeOrdered)).toEqual(TIMESTAMP_SORT_FIELDS);
    const numeric = SORTS.filter((s) => s !== 'latest').map((s) => SORT_FIELDS[s]);
    expect(numeric.some((field) => TIMESTAMP_SORT_FIELDS.has(field))).toBe(false);
  });
});
