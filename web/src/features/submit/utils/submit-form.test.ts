import { describe, expect, it } from 'vitest';
import { checkSubmission } from '@xmates/domain';
import { SUGGEST_CATEGORY } from '@/components/catalogue/category-values';
import { EMPTY_FORM, toSubmitBody } from './submit-form';

const filled = {
  ...EMPTY_FORM,
  link: 'https://vimeo.com/1',
  category: 'Vintage',
  tags: ['Classic'],
};
const check = (values: typeof EMPTY_FORM) => checkSubmission(toSubmitBody(values));

describe('submit form', () => {
  it('sends a chosen category, or a suggested one with no category', () => {
    expect(toSubmitBody(filled)).toMatchObject({ category: 'Vintage', suggestedCategory: null });
    const suggesting = { ...filled, category: SUGGEST_CATEGORY, suggestedCategory: 'Opera' };
    expect(toSubmitBody(suggesting)).toMatchObject({ category: null, suggestedCategory: 'Opera' });
    expect(check(suggesting).ok).toBe(true);
  });

  it('gives the spec messages in the form order', () => {
    const error = (values: typeof EMPTY_FORM) => {
      const result = check(values);
      return result.ok ? null : result.error;
    };
    expect(error(EMPTY_FORM)).toBe('Please enter a valid URL (must start with http(s)://).');
    expect(error({ ...filled, category: null })).toBe('Please select or suggest a category.');
    expect(error({ ...filled, category: SUGGEST_CATEGORY })).toBe(
      'Please type a suggested category.',
    );
    expect(
      error({ ...filled, category: SUGGEST_CATEGORY, suggestedCategory: 'x'.repeat(65) }),
    ).toBe('Suggested category is too long (max 64 chars).');
    expect(error({ ...filled, tags: [] })).toBe('Please select at least one tag.');
  });

  it('names the form field of each rule it breaks', () => {
    const field = (values: typeof EMPTY_FORM) => {
      const result = check(values);
      return result.ok ? null : result.field;
    };
    expect(field(EMPTY_FORM)).toBe('link');
    const longSuggestion = { category: SUGGEST_CATEGORY, suggestedCategory: 'x'.repeat(65) };
    expect(field({ ...filled, ...longSuggestion })).toBe('suggestedCategory');
    expect(field({ ...filled, tags: [] })).toBe('tags');
    expect(field(filled)).toBeNull();
  });
});
