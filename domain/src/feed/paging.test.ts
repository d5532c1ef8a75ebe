import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './paging';

describe('cursors', () => {
  it('round-trip and refuse garbage', () => {
    const c = { value: 1731000000000, id: 'abc_DEF-1' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor('12.5~x')).toEqual({ value: 12.5, id: 'x' });
    expect(decodeCursor('nope')).toBeNull();
    expect(decodeCursor('1~a/b')).toBeNull();
    expect(decodeCursor('1~__name__')).toBeNull();
  });
});
