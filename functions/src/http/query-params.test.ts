import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { cursorParam, intParam, listParam, readQuery } from './query-params';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return (err as HttpError).message;
  }
  throw new Error('expected a 400');
}

describe('query parameters', () => {
  it('refuses unknown and repeated parameters, accepts _t', () => {
    expect(messageOf(() => readQuery({ x: '1' }, ['page']))).toBe('Unknown query parameter: x');
    expect(messageOf(() => readQuery({ page: ['1', '2'] }, ['page']))).toMatch(/only once/);
    expect(readQuery({ page: '2', _t: '9' }, ['page'])).toEqual({ page: '2', _t: '9' });
  });

  it('reads whole numbers in range, clamping only when asked', () => {
    const opts = { min: 1, max: 24, fallback: 6 };
    expect(intParam({}, 'limit', opts)).toBe(6);
    expect(intParam({ limit: '24' }, 'limit', opts)).toBe(24);
    expect(intParam({ limit: '100' }, 'limit', { ...opts, clampAbove: true })).toBe(24);
    for (const bad of ['0', '-1', '2.5', 'x', '25']) {
      expect(messageOf(() => intParam({ limit: bad }, 'limit', opts))).toBe(
        'limit must be a whole number from 1 to 24.',
      );
    }
  });

  it('splits comma lists and bounds item length', () => {
    expect(listParam({ tags: ' a, ,b ' }, 'tags', 5)).toEqual(['a', 'b']);
    expect(messageOf(() => listParam({ tags: 'toolong' }, 'tags', 3))).toMatch(/at most 3/);
  });

  it('decodes cursors and refuses malformed ones', () => {
    expect(cursorParam({ after: '12.5~abc' }, 'after')).toEqual({ value: 12.5, id: 'abc' });
    expect(messageOf(() => cursorParam({ after: 'a~b~c' }, 'after'))).toMatch(/not a valid cursor/);
  });
});
