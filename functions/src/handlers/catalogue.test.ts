import { describe, expect, it } from 'vitest';
import { groupTags } from './catalogue';

describe('groupTags', () => {
  it('groups by first letter, non-letters under hash (last), each sorted ignoring case', () => {
    const groups = groupTags(['beach', 'HD', '4k', 'Handheld', '#throwback', 'Beach Day', 'hd2']);
    expect(Object.keys(groups)).toEqual(['b', 'h', 'hash']);
    expect(groups).toEqual({
      b: ['beach', 'Beach Day'],
      h: ['Handheld', 'HD', 'hd2'],
      hash: ['#throwback', '4k'],
    });
  });
});
