import { describe, expect, it } from 'vitest';
import { SUBMIT_MESSAGES } from './messages';
import { checkSubmission, type SubmitLinkBody } from './submit';

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
