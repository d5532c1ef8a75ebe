import { describe, expect, it } from 'vitest';
import { isDocumentId } from './document-ids';

describe('isDocumentId', () => {
  it('accepts Firestore auto ids and seeded ids up to 128 characters', () => {
    expect(isDocumentId('aB3dE5gH7jK9mN1pQ3sT')).toBe(true);
    expect(isDocumentId('seed-product_01')).toBe(true);
    expect(isDocumentId('x'.repeat(128))).toBe(true);
    expect(isDocumentId('__proto')).toBe(true);
    expect(isDocumentId('a__b__')).toBe(true);
  });

  it('refuses the ids Firestore reserves (__…__)', () => {
    for (const reserved of ['__proto__', '__name__', '____', '__a-b__']) {
      expect(isDocumentId(reserved), reserved).toBe(false);
    }
  });

  it('refuses empty, overlong, path-like and other characters', () => {
    for (const bad of ['', 'x'.repeat(129), 'a/b', '..', 'a.b', 'a b', 'é', 'a%2Fb', 'a~b']) {
      expect(isDocumentId(bad)).toBe(false);
    }
  });
});
