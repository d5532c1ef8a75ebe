import { describe, expect, it } from 'vitest';
import { closestArrivals, mostInFlight } from './in-flight';

const at = (start: number, end: number | null) => ({ url: '/', at: start, done: end });

describe('in-flight', () => {
  it('counts the most requests in flight at once, an answer ending as another comes first', () => {
    expect(mostInFlight([])).toBe(0);
    expect(mostInFlight([at(0, 10), at(10, 20), at(20, 30)])).toBe(1);
    expect(mostInFlight([at(0, 25), at(10, 20), at(15, null)])).toBe(3);
  });

  it('finds the closest two arrivals', () => {
    expect(closestArrivals([at(0, 1)])).toBe(Infinity);
    expect(closestArrivals([at(3_000, null), at(0, 1), at(1_200, 5)])).toBe(1_200);
  });
});
