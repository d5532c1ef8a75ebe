import { describe, expect, it } from 'vitest';
import indexes from '../../firestore.indexes.json';
import { LIMITS } from './constants';
import {
  PRODUCT_MESSAGES,
  SUBMISSION_QUERIES,
  SUBMIT_MESSAGES,
  checkProductInput,
  checkSubmission,
  normaliseTags,
  type SubmitLinkBody,
} from './submission';

const valid: SubmitLinkBody = {
  link: 'https://vimeo.com/123',
  category: 'Vintage',
  suggestedCategory: null,
  tags: ['Classic'],
  title: 'A title',
  description: 'A description',
};
const errorOf = (body: Partial<SubmitLinkBody>) => {
  const result = checkSubmission({ ...valid, ...body });
  return result.ok ? null : result.error;
};

describe('checkSubmission', () => {
  it('accepts a valid submission, trimmed', () => {
    expect(checkSubmission({ ...valid, link: ' https://vimeo.com/123 ', title: ' T ' })).toEqual({
      ok: true,
      value: { ...valid, title: 'T', tags: ['Classic'] },
    });
  });

  it('needs an http(s) URL of at most 2048 characters', () => {
    for (const link of ['', 'vimeo.com/1', 'ftp://x.org/a', 'javascript:alert(1)']) {
      expect(errorOf({ link })).toBe(SUBMIT_MESSAGES.invalidUrl);
    }
    expect(errorOf({ link: `https://x.org/${'a'.repeat(2040)}` })).toBe(SUBMIT_MESSAGES.invalidUrl);
  });

  it('needs a category or a suggestion (suggesting = no category, a suggestedCategory string)', () => {
    expect(errorOf({ category: null, suggestedCategory: null })).toBe(
      SUBMIT_MESSAGES.categoryRequired,
    );
    expect(errorOf({ category: '  ', suggestedCategory: undefined })).toBe(
      SUBMIT_MESSAGES.categoryRequired,
    );
    expect(errorOf({ category: '', suggestedCategory: '  ' })).toBe(
      SUBMIT_MESSAGES.suggestedRequired,
    );
    expect(errorOf({ category: null, suggestedCategory: 'x'.repeat(65) })).toBe(
      SUBMIT_MESSAGES.suggestedTooLong,
    );
    const suggested = checkSubmission({ ...valid, category: '', suggestedCategory: ' New ' });
    expect(suggested.ok && suggested.value).toMatchObject({
      category: null,
      suggestedCategory: 'New',
    });
    // A chosen category wins over a leftover suggestion.
    const chosen = checkSubmission({ ...valid, suggestedCategory: 'Leftover' });
    expect(chosen.ok && chosen.value).toMatchObject({
      category: 'Vintage',
      suggestedCategory: null,
    });
  });

  it('needs at least one tag after trimming', () => {
    expect(errorOf({ tags: [] })).toBe(SUBMIT_MESSAGES.tagsRequired);
    expect(errorOf({ tags: ['  ', ''] })).toBe(SUBMIT_MESSAGES.tagsRequired);
    expect(errorOf({ tags: null })).toBe(SUBMIT_MESSAGES.tagsRequired);
  });

  it('limits title to 120 and description to 2048 characters', () => {
    expect(errorOf({ title: 'x'.repeat(120) })).toBeNull();
    expect(errorOf({ title: 'x'.repeat(121) })).toBe(SUBMIT_MESSAGES.titleTooLong);
    expect(errorOf({ description: 'x'.repeat(2048) })).toBeNull();
    expect(errorOf({ description: 'x'.repeat(2049) })).toBe(SUBMIT_MESSAGES.descriptionTooLong);
    expect(errorOf({ title: null, description: undefined })).toBeNull();
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

describe('checkProductInput', () => {
  const product = {
    title: 'T',
    description: 'D',
    images: ['img_1'],
    tags: ['a', 'A'],
    category: 'Vintage',
  };
  const errorOfProduct = (body: Record<string, unknown>) => {
    const result = checkProductInput({ ...product, ...body });
    return result.ok ? null : result.error;
  };

  it('needs 1 to 12 images, a title, a description and a category', () => {
    expect(errorOfProduct({ images: [] })).toBe(PRODUCT_MESSAGES.imageRequired);
    expect(errorOfProduct({ images: null })).toBe(PRODUCT_MESSAGES.imageRequired);
    const thirteen = Array.from({ length: 13 }, (_, i) => `img_${i}`);
    expect(errorOfProduct({ images: thirteen })).toBe(PRODUCT_MESSAGES.tooManyImages);
    expect(errorOfProduct({ images: thirteen.slice(0, 12) })).toBeNull();
    expect(errorOfProduct({ title: ' ' })).toBe(PRODUCT_MESSAGES.titleRequired);
    expect(errorOfProduct({ description: '' })).toBe(PRODUCT_MESSAGES.descriptionRequired);
    expect(errorOfProduct({ category: null })).toBe(PRODUCT_MESSAGES.categoryRequired);
  });

  it('normalises tags and defaults isAdultsOnly to false', () => {
    const result = checkProductInput(product);
    expect(result.ok && result.value).toMatchObject({ tags: ['a'], isAdultsOnly: false });
  });

  it('keeps at most 8 distinct tags, counted after de-duplication', () => {
    const tags = Array.from({ length: LIMITS.productTagsMax + 1 }, (_, i) => `t${i}`);
    expect(errorOfProduct({ tags })).toBe(PRODUCT_MESSAGES.tooManyTags);
    expect(errorOfProduct({ tags: tags.slice(0, LIMITS.productTagsMax) })).toBeNull();
    expect(errorOfProduct({ tags: [...tags.slice(0, LIMITS.productTagsMax), 'T0 '] })).toBeNull();
  });
});

describe('submission list indexes', () => {
  const declared = indexes.indexes
    .filter((i) => i.collectionGroup === 'submissions' && i.queryScope === 'COLLECTION')
    .map((i) => JSON.stringify(i.fields));
  for (const field of [SUBMISSION_QUERIES.byStatus, SUBMISSION_QUERIES.bySubmitter]) {
    it(`has the index for ${field}, newest first`, () => {
      expect(declared).toContain(
        JSON.stringify([
          { fieldPath: field, order: 'ASCENDING' },
          { fieldPath: SUBMISSION_QUERIES.orderBy, order: 'DESCENDING' },
          { fieldPath: '__name__', order: 'DESCENDING' },
        ]),
      );
    });
  }
});
