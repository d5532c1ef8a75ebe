import { describe, expect, it } from 'vitest';
import { LIMITS } from '../core/constants';
import { checkProductInput } from './create';
import { PRODUCT_MESSAGES } from './messages';

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
