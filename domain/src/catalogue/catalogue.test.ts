import { describe, expect, it } from 'vitest';
import { nameDocId, normaliseTags, tagGroup } from './catalogue';

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

describe('normaliseTags', () => {
  it('trims, de-duplicates ignoring case, cuts to 128 and keeps 12', () => {
    expect(normaliseTags([' HD ', 'hd', 'Beach', 'BEACH', ''])).toEqual(['HD', 'Beach']);
    expect(normaliseTags(['x'.repeat(200)])).toEqual(['x'.repeat(128)]);
    expect(normaliseTags([`${'y'.repeat(128)}a`, `${'Y'.repeat(128)}b`])).toHaveLength(1);
    const many = Array.from({ length: 20 }, (_, i) => `tag${i}`);
    expect(normaliseTags(many)).toEqual(many.slice(0, 12));
  });
});
