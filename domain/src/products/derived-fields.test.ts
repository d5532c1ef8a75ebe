import { describe, expect, it } from 'vitest';
import { bayesianScore } from './derived-fields';

describe('topRated score', () => {
  it('ranks one 5-star vote below many good votes', () => {
    expect(bayesianScore(5, 1)).toBeLessThan(bayesianScore(4.5 * 40, 40));
    expect(bayesianScore(0, 0)).toBe(3);
  });
});
