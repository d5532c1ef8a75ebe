import { describe, expect, it } from 'vitest';
import { filterTagGroups, groupLabel, hasTag, tagExists, toggleTag } from './tag-groups';

const groups = { hash: ['#throwback', '8mm film'], b: ['Beach'], a: ['Amateur', 'Ambient'] };

describe('tag groups', () => {
  it('orders the groups A…Z with # last and labels them', () => {
    expect(filterTagGroups(groups, '').map(([key]) => groupLabel(key))).toEqual(['A', 'B', '#']);
  });

  it('searches ignoring case and drops empty groups', () => {
    expect(filterTagGroups(groups, ' AMB ')).toEqual([['a', ['Ambient']]]);
    expect(filterTagGroups(groups, 'film')).toEqual([['hash', ['8mm film']]]);
    expect(filterTagGroups(groups, 'nothing')).toEqual([]);
  });

  it('toggles ignoring case and keeps the first spelling', () => {
    expect(toggleTag(['Beach'], 'beach')).toEqual([]);
    expect(toggleTag(['Beach'], ' Ambient ')).toEqual(['Beach', 'Ambient']);
    expect(hasTag(['Beach'], 'BEACH')).toBe(true);
  });

  it('knows whether a typed tag already exists', () => {
    expect(tagExists(groups, 'amateur')).toBe(true);
    expect(tagExists(groups, 'Brand new')).toBe(false);
  });
});
