import { LIMITS } from '../core/constants';

/** Texts about products: the admin's Create Product form, and a product that is not there. */
export const PRODUCT_MESSAGES = {
  notFound: 'Product not found.',
  imageRequired: 'Please upload at least one image.',
  tooManyImages: 'You can only upload up to 12 images.',
  imageUnknown: 'An image was not found among your uploads. Please upload it again.',
  duplicate: 'Duplicate detected: an approved product already uses this link.',
  titleRequired: 'Please enter a title.',
  descriptionRequired: 'Please enter a description.',
  categoryRequired: 'Please select a category.',
  unknownCategory: 'Please select a category from the list.',
  tooManyTags: `A product can have at most ${LIMITS.productTagsMax} tags (a card shows ${LIMITS.productTagsMax}). Remove some.`,
  created: 'Product created.',
} as const;
