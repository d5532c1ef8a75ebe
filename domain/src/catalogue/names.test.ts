import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from './messages';
import { checkCatalogueName } from './names';

describe('checkCatalogueName', () => {
  it('keeps a trimmed name of 1 to 40 characters', () => {
    expect(checkCatalogueName('category', '  Night drives ')).toEqual({
      ok: true,
      value: { name: 'Night drives' },
    });
    expect(checkCatalogueName('tag', 'x'.repeat(40))).toMatchObject({ ok: true });
  });

  it('refuses empty, blank and 41-character names with the kind’s own text', () => {
    for (const raw of ['', '   ', '\t\n']) {
      expect(checkCatalogueName('category', raw)).toEqual({
        ok: false,
        error: CATALOGUE_MESSAGES.category.required,
        field: 'name',
      });
    }
    expect(checkCatalogueName('category', 'x'.repeat(41))).toMatchObject({
      error: 'Category name too long.',
    });
    expect(checkCatalogueName('tag', ` ${'y'.repeat(41)} `)).toMatchObject({
      error: 'Tag name too long.',
    });
  });

  it('refuses commas and ids Firestore reserves', () => {
    expect(checkCatalogueName('tag', 'a,b')).toMatchObject({ error: CATALOGUE_MESSAGES.tag.comma });
    expect(checkCatalogueName('tag', '__x__')).toMatchObject({
      error: CATALOGUE_MESSAGES.tag.reserved,
    });
    expect(checkCatalogueName('tag', '__x')).toMatchObject({ ok: true });
  });
});
