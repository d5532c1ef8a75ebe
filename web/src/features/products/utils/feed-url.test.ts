import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEED_FILTER,
  TRENDING_LIKES_MAX,
  encodeCursor,
  trendingScore,
} from '@xmates/domain';
import { feedSearch, filterKey, readFeedLocation } from './feed-url';

const read = (search: string) => readFeedLocation(new URLSearchParams(search));

describe('feed URL', () => {
  it('reads filters, sort and mode, bounded like the API', () => {
    const loc = read('?categories=Solo,Vintage,Solo&tags=HD,hd,4k&mode=all&sort=topRated');
    expect(loc.filter).toEqual({
      categories: ['Solo', 'Vintage'],
      tags: ['HD', '4k'],
      tagMode: 'all',
      sort: 'topRated',
    });
    expect(read('?sort=nope&mode=some').filter).toEqual(DEFAULT_FEED_FILTER);
    expect(read('?categories=a,b,c,d').filter.categories).toEqual(['a', 'b', 'c']);
  });

  it('pages with cursors, and falls back to page 1 without one', () => {
    const cursor = encodeCursor({ value: 1_700_000_000_000, id: 'demo-p001' });
    expect(read(`?page=3&after=${cursor}`)).toMatchObject({
      page: 3,
      target: { kind: 'after', cursor: { value: 1_700_000_000_000, id: 'demo-p001' } },
      needsFallback: false,
    });
    expect(read(`?page=2&before=${cursor}`).target.kind).toBe('before');
    // The trending sort's values are integers up to 2^53 - 1: carried exactly.
    const trending = { value: trendingScore(TRENDING_LIKES_MAX, 1_790_000_000), id: 'demo-p002' };
    expect(read(`?sort=trending&page=2&after=${encodeCursor(trending)}`)).toMatchObject({
      filter: { sort: 'trending' },
      target: { kind: 'after', cursor: trending },
    });
    expect(read('?page=3')).toMatchObject({
      page: 1,
      target: { kind: 'first' },
      needsFallback: true,
    });
    expect(read('?page=3&after=garbage').needsFallback).toBe(true);
    expect(read('?page=last')).toMatchObject({ page: null, target: { kind: 'last' } });
    expect(read('?page=1&after=x').needsFallback).toBe(false);
  });

  it('writes the view back, leaving defaults out', () => {
    expect(feedSearch(DEFAULT_FEED_FILTER)).toBe('');
    const filter = {
      categories: ['Solo', 'Big Beautiful'],
      tags: ['HD'],
      tagMode: 'all',
      sort: 'mostLiked',
    } as const;
    const search = feedSearch(
      { ...filter, categories: [...filter.categories], tags: [...filter.tags] },
      {
        page: 3,
        after: '12~abc',
      },
    );
    expect(search).toBe(
      '?categories=Solo,Big+Beautiful&tags=HD&mode=all&sort=mostLiked&page=3&after=12~abc',
    );
    const back = read(search);
    expect(back.filter.categories).toEqual(['Solo', 'Big Beautiful']);
    expect(back.target).toEqual({ kind: 'after', cursor: { value: 12, id: 'abc' } });
    expect(feedSearch(DEFAULT_FEED_FILTER, { page: 'last' })).toBe('?page=last');
  });

  it('keeps focus={id} on the page a focus link opens', () => {
    const search = feedSearch(DEFAULT_FEED_FILTER, { page: 4, after: '12~abc' }, 'demo-p001');
    expect(search).toBe('?page=4&after=12~abc&focus=demo-p001');
    expect(read(search)).toMatchObject({ page: 4, focus: 'demo-p001', needsFallback: false });
    expect(feedSearch(DEFAULT_FEED_FILTER, { page: 1 }, 'demo-p001')).toBe('?focus=demo-p001');
  });

  it('round-trips tags with symbols', () => {
    const filter = { ...DEFAULT_FEED_FILTER, tags: ['#throwback', 'Black & White', '8mm film'] };
    expect(read(feedSearch(filter)).filter.tags).toEqual(filter.tags);
  });

  it('keys the page count by what is selected, not by order, case or sort', () => {
    const a = { categories: ['Solo', 'Vintage'], tags: ['HD'], tagMode: 'any' as const };
    const b = { categories: ['vintage', 'solo'], tags: ['hd'], tagMode: 'any' as const };
    expect(filterKey(a)).toBe(filterKey(b));
    expect(filterKey(a)).not.toBe(filterKey({ ...a, tagMode: 'all' }));
  });
});
