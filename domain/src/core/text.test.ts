import { describe, expect, it } from 'vitest';
import { slugify } from './text';

describe('slugify', () => {
  it('makes readable ascii slugs', () => {
    expect(slugify('  Sunset Beach — Part 2! ')).toBe('sunset-beach-part-2');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('video');
  });
});
