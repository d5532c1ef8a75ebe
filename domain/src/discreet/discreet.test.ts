import { describe, expect, it } from 'vitest';
import { DISCREET_ON, discreetOn } from './discreet';

describe('discreetOn', () => {
  it('is on only for the value the SPA stores', () => {
    expect(discreetOn(DISCREET_ON)).toBe(true);
    for (const other of [null, undefined, '', 'true', '1', 'ON', 'off']) {
      expect(discreetOn(other), String(other)).toBe(false);
    }
  });
});
