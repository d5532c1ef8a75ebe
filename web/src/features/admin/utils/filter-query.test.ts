import { describe, expect, it } from 'vitest';
import { filterQuery } from './filter-query';

describe('filterQuery', () => {
  it('sends the search trimmed and the chosen filters as they are', () => {
    expect(filterQuery({ q: '  ann@example.com ', status: 'paid' })).toEqual({
      q: 'ann@example.com',
      status: 'paid',
    });
  });

  it('leaves out a blank search and the "all" choices', () => {
    expect(JSON.stringify(filterQuery({ q: '   ', type: '', status: '' }))).toBe('{}');
  });
});
