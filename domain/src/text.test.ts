import { describe, expect, it } from 'vitest';
import { identiconSvg } from './identicon';
import { nameDocId } from './documents';
import { slugify, tagGroup } from './text';

describe('slugify', () => {
  it('makes readable ascii slugs', () => {
    expect(slugify('  Sunset Beach — Part 2! ')).toBe('sunset-beach-part-2');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('!!!')).toBe('video');
  });
});

describe('tagGroup', () => {
  it('groups by first letter, # for the rest', () => {
    expect(tagGroup('Beach')).toBe('b');
    expect(tagGroup('4k')).toBe('hash');
    expect(tagGroup('#throwback')).toBe('hash');
  });
});

describe('nameDocId', () => {
  it('is case-insensitive and path-safe', () => {
    expect(nameDocId('HD')).toBe(nameDocId(' hd '));
    expect(nameDocId('a/b')).not.toContain('/');
    expect(nameDocId('..')).not.toBe('..');
  });
});

describe('identiconSvg', () => {
  it('is deterministic and differs by seed', () => {
    const a = identiconSvg('a1b2c3d4e5f60718293a4b5c6d7e8f90');
    expect(identiconSvg('a1b2c3d4e5f60718293a4b5c6d7e8f90')).toBe(a);
    expect(identiconSvg('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).not.toBe(a);
    expect(a.startsWith('<svg')).toBe(true);
  });
});
