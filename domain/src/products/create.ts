/** Turning an approved link into a product: the request shape and the Create Product form's rules. */
import { z } from 'zod';
import { normaliseTags } from '../catalogue/catalogue';
import { LIMITS } from '../core/constants';
import { optionalText, type Checked } from '../core/requests';
import { SUBMIT_MESSAGES } from '../submissions/messages';
import { PRODUCT_MESSAGES } from './messages';

/** POST /api/admin/pending-links/{id}/create-product; images are upload public_ids. */
export const createProductBody = z
  .object({
    title: optionalText,
    description: optionalText,
    images: z.array(z.string().max(200)).nullish(),
    tags: z.array(z.string()).nullish(),
    category: optionalText,
    isAdultsOnly: z.boolean().nullish(),
  })
  .strict();
export type CreateProductBody = z.output<typeof createProductBody>;

export interface ProductInput {
  title: string;
  description: string;
  images: string[];
  tags: string[];
  category: string;
  isAdultsOnly: boolean;
}

/** The create-product form's rules, first failure first. */
export function checkProductInput(body: CreateProductBody): Checked<ProductInput> {
  const fail = (field: keyof ProductInput, error: string): Checked<ProductInput> => ({
    ok: false,
    error,
    field,
  });
  const sent = body.images ?? [];
  if (sent.length === 0) return fail('images', PRODUCT_MESSAGES.imageRequired);
  if (sent.length > LIMITS.maxProductImages) return fail('images', PRODUCT_MESSAGES.tooManyImages);
  const images = [...new Set(sent)];
  const title = body.title?.trim() ?? '';
  if (!title) return fail('title', PRODUCT_MESSAGES.titleRequired);
  if (title.length > LIMITS.submitTitleMax) return fail('title', SUBMIT_MESSAGES.titleTooLong);
  const description = body.description?.trim() ?? '';
  if (!description) return fail('description', PRODUCT_MESSAGES.descriptionRequired);
  if (description.length > LIMITS.submitDescriptionMax) {
    return fail('description', SUBMIT_MESSAGES.descriptionTooLong);
  }
  const category = body.category?.trim() ?? '';
  if (!category) return fail('category', PRODUCT_MESSAGES.categoryRequired);
  const tags = normaliseTags(body.tags ?? [], Infinity);
  if (tags.length > LIMITS.productTagsMax) return fail('tags', PRODUCT_MESSAGES.tooManyTags);
  return {
    ok: true,
    value: {
      title,
      description,
      images,
      tags,
      category,
      isAdultsOnly: body.isAdultsOnly ?? false,
    },
  };
}
