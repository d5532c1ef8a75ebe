import { describe, expect, it } from 'vitest';
import { SORTS, parseFeedFilter, type FeedFilter } from './filter';

describe('parseFeedFilter', () => {
  it('caps categories at 3 and tags at 5, unique ignoring case', () => {
    const f: FeedFilter = parseFeedFilter({
      categories: 'a,b,c,d',
      tags: 'x,X,y,z,w,v,u',
      tagMode: 'all',
      sort: 'topRated',
    });
    expect(f).toEqual({
      categories: ['a', 'b', 'c'],
      tags: ['x', 'y', 'z', 'w', 'v'],
      tagMode: 'all',
      sort: 'topRated',
    });
  });

  it('falls back to defaults for unknown sort and mode', () => {
    const f = parseFeedFilter({ sort: 'random', tagMode: 'some' });
    expect(f.sort).toBe('latest');
    expect(f.tagMode).toBe('any');
    expect(SORTS).toContain(f.sort);
  });
});
