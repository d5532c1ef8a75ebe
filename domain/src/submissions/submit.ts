/** Submitting a link: the request shape and the submit form's rules, run by the SPA and the API. */
import { z } from 'zod';
import { normaliseTags } from '../catalogue/catalogue';
import { LIMITS } from '../core/constants';
import { optionalText, type Checked } from '../core/requests';
import { isHttpUrl } from '../links/canonical-link';
import type { SubmissionInput } from './documents';
import { SUBMIT_MESSAGES } from './messages';

/**
 * POST /api/submit-link/newproduct. "Suggesting a category" is signalled by an empty (or null)
 * category together with a suggestedCategory string (even ''); a null or absent
 * suggestedCategory means the member did not choose to suggest one.
 */
export const submitLinkBody = z
  .object({
    link: z.string({ error: SUBMIT_MESSAGES.invalidUrl }),
    category: optionalText,
    suggestedCategory: optionalText,
    tags: z.array(z.string()).nullish(),
    title: optionalText,
    description: optionalText,
  })
  .strict();
export type SubmitLinkBody = z.output<typeof submitLinkBody>;

/** The submit form's rules in the form's order; the first failure's message, or the clean input. */
export function checkSubmission(body: SubmitLinkBody): Checked<SubmissionInput> {
  const fail = (field: keyof SubmissionInput, error: string): Checked<SubmissionInput> => ({
    ok: false,
    error,
    field,
  });
  const link = body.link.trim();
  if (!isHttpUrl(link)) return fail('link', SUBMIT_MESSAGES.invalidUrl);

  const category = body.category?.trim() || null;
  const suggesting = category === null && typeof body.suggestedCategory === 'string';
  const suggestedCategory = suggesting ? (body.suggestedCategory ?? '').trim() : null;
  if (category === null && !suggesting) return fail('category', SUBMIT_MESSAGES.categoryRequired);
  if (suggesting && !suggestedCategory)
    return fail('suggestedCategory', SUBMIT_MESSAGES.suggestedRequired);
  if ((suggestedCategory ?? '').length > LIMITS.submitSuggestedCategoryMax) {
    return fail('suggestedCategory', SUBMIT_MESSAGES.suggestedTooLong);
  }

  const tags = normaliseTags(body.tags ?? []);
  if (tags.length === 0) return fail('tags', SUBMIT_MESSAGES.tagsRequired);
  const title = body.title?.trim() ?? '';
  if (title.length > LIMITS.submitTitleMax) return fail('title', SUBMIT_MESSAGES.titleTooLong);
  const description = body.description?.trim() ?? '';
  if (description.length > LIMITS.submitDescriptionMax) {
    return fail('description', SUBMIT_MESSAGES.descriptionTooLong);
  }
  return { ok: true, value: { link, category, suggestedCategory, tags, title, description } };
}
