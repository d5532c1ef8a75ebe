/**
 * Submitting a link (member) and turning it into a product (admin): the spec's messages, the
 * request shapes, and the rules, as pure functions the SPA and the API both run.
 */
import { z } from 'zod';
import { LIMITS } from './constants';
import type { ProductImage, SubmissionDoc, SubmissionStatus } from './documents';
import type { LinkRisk } from './link-risk';
import { isHttpUrl } from './links';
import { nameKey } from './text';

/** Member-facing texts of the submit form: the spec's, verbatim, plus the limits it leaves open. */
export const SUBMIT_MESSAGES = {
  invalidUrl: 'Please enter a valid URL (must start with http(s)://).',
  categoryRequired: 'Please select or suggest a category.',
  suggestedRequired: 'Please type a suggested category.',
  suggestedTooLong: 'Suggested category is too long (max 64 chars).',
  tagsRequired: 'Please select at least one tag.',
  titleTooLong: `Title is too long (max ${LIMITS.submitTitleMax} chars).`,
  descriptionTooLong: `Description is too long (max ${LIMITS.submitDescriptionMax} chars).`,
  unknownCategory: 'Please select a category from the list, or suggest a new one.',
  submitted: 'Submitted for review! Admin will verify your link.',
  submitFailed: 'Failed to submit. Try again.',
} as const;

/** Admin-facing texts of Link Verification & Create and of the image uploads. */
export const PRODUCT_MESSAGES = {
  imageRequired: 'Please upload at least one image.',
  tooManyImages: 'You can only upload up to 12 images.',
  imageType: 'Only JPG, PNG, WEBP, GIF allowed.',
  imageTooLarge: 'Max size 3MB per image.',
  imageMissing: 'Please choose an image file.',
  imageTooManyPixels: 'The image is too large in pixels (max 25 megapixels).',
  imageUnknown: 'An image was not found among your uploads. Please upload it again.',
  uploadBodyType: 'Send the image file itself as the request body (Content-Type image/*).',
  duplicate: 'Duplicate detected: an approved product already uses this link.',
  titleRequired: 'Please enter a title.',
  descriptionRequired: 'Please enter a description.',
  categoryRequired: 'Please select a category.',
  unknownCategory: 'Please select a category from the list.',
  tooManyTags: `A product can have at most ${LIMITS.productTagsMax} tags (a card shows ${LIMITS.productTagsMax}). Remove some.`,
  submissionNotFound: 'This submitted link no longer exists.',
  approved: 'Link approved.',
  rejected: 'Link rejected.',
  created: 'Product created.',
} as const;

/** "cannot approve: it is completed" style 409 texts, naming the state the link is in. */
export const wrongStatusMessage = (action: 'approve' | 'reject' | 'create', status: string) =>
  action === 'create'
    ? `Only approved links can become products; this link is ${status}.`
    : `Only pending links can be ${action === 'approve' ? 'approved' : 'rejected'}; this link is ${status}.`;

/** submissions/{id} as stored by the API (seeded documents may lack the review fields). */
export interface StoredSubmission<T = unknown> extends SubmissionDoc<T> {
  /** canonicalLink(link), for finding submissions of one video. */
  linkKey?: string | null;
  /** The link risk check at submission time. */
  risk?: LinkRisk;
  /** Set when the submission became a product (status completed). */
  productId?: string | null;
  /** Set when create-product found the link already used (status rejected). */
  duplicateOf?: { id: string; title: string } | null;
  reviewedBy?: string | null;
  reviewedAt?: T | null;
}

/** uploads/{public_id}: one processed image and who may use it. Server-only. */
export interface UploadDoc<T = unknown> {
  ownerUid: string;
  purpose: UploadPurpose;
  image: ProductImage;
  /** The re-encoded original (metadata stripped), kept for later re-processing. */
  original: { url: string; format: ImageFormat; width: number; height: number; bytes: number };
  createdAt: T;
}

export const UPLOAD_PURPOSES = ['product', 'avatar'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Server-only collections of this area (productLinks/{productLinkDocId}, productSlugs/{slug}). */
export const LINK_COLLECTIONS = {
  productLinks: 'productLinks',
  productSlugs: 'productSlugs',
  uploads: 'uploads',
} as const;

/**
 * The submission lists: the admin queue filters by status, "my submissions" by submitter;
 * both newest first (then by id). Each needs a composite index (checked by a test).
 */
export const SUBMISSION_QUERIES = {
  byStatus: 'status',
  bySubmitter: 'submittedBy.uid',
  orderBy: 'createdAt',
} as const;

/**
 * Tags as the spec keeps them: trimmed, each cut to 128 characters, de-duplicated ignoring
 * case (first spelling wins; cut before comparing so two long tags cannot collide later),
 * empty ones dropped, at most `max` (the submit form keeps 12).
 */
export function normaliseTags(
  tags: readonly string[],
  max: number = LIMITS.submitTagsMax,
): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, LIMITS.submitTagLengthMax).trim();
    if (!tag || seen.has(nameKey(tag))) continue;
    seen.add(nameKey(tag));
    kept.push(tag);
    if (kept.length === max) break;
  }
  return kept;
}

const optionalText = z.string().nullish();

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

export interface SubmissionInput {
  link: string;
  category: string | null;
  suggestedCategory: string | null;
  tags: string[];
  title: string;
  description: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/** The submit form's rules in the form's order; the first failure's message, or the clean input. */
export function checkSubmission(body: SubmitLinkBody): Checked<SubmissionInput> {
  const fail = (error: string): Checked<SubmissionInput> => ({ ok: false, error });
  const link = body.link.trim();
  if (!isHttpUrl(link)) return fail(SUBMIT_MESSAGES.invalidUrl);

  const category = body.category?.trim() || null;
  const suggesting = category === null && typeof body.suggestedCategory === 'string';
  const suggestedCategory = suggesting ? (body.suggestedCategory ?? '').trim() : null;
  if (category === null && !suggesting) return fail(SUBMIT_MESSAGES.categoryRequired);
  if (suggesting && !suggestedCategory) return fail(SUBMIT_MESSAGES.suggestedRequired);
  if ((suggestedCategory ?? '').length > LIMITS.submitSuggestedCategoryMax) {
    return fail(SUBMIT_MESSAGES.suggestedTooLong);
  }

  const tags = normaliseTags(body.tags ?? []);
  if (tags.length === 0) return fail(SUBMIT_MESSAGES.tagsRequired);
  const title = body.title?.trim() ?? '';
  if (title.length > LIMITS.submitTitleMax) return fail(SUBMIT_MESSAGES.titleTooLong);
  const description = body.description?.trim() ?? '';
  if (description.length > LIMITS.submitDescriptionMax) {
    return fail(SUBMIT_MESSAGES.descriptionTooLong);
  }
  return { ok: true, value: { link, category, suggestedCategory, tags, title, description } };
}

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

/** The create-product form's rules (admin spec, section 5), first failure first. */
export function checkProductInput(body: CreateProductBody): Checked<ProductInput> {
  const fail = (error: string): Checked<ProductInput> => ({ ok: false, error });
  const sent = body.images ?? [];
  if (sent.length === 0) return fail(PRODUCT_MESSAGES.imageRequired);
  if (sent.length > LIMITS.maxProductImages) return fail(PRODUCT_MESSAGES.tooManyImages);
  const images = [...new Set(sent)];
  const title = body.title?.trim() ?? '';
  if (!title) return fail(PRODUCT_MESSAGES.titleRequired);
  if (title.length > LIMITS.submitTitleMax) return fail(SUBMIT_MESSAGES.titleTooLong);
  const description = body.description?.trim() ?? '';
  if (!description) return fail(PRODUCT_MESSAGES.descriptionRequired);
  if (description.length > LIMITS.submitDescriptionMax) {
    return fail(SUBMIT_MESSAGES.descriptionTooLong);
  }
  const category = body.category?.trim() ?? '';
  if (!category) return fail(PRODUCT_MESSAGES.categoryRequired);
  const tags = normaliseTags(body.tags ?? [], Infinity);
  if (tags.length > LIMITS.productTagsMax) return fail(PRODUCT_MESSAGES.tooManyTags);
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

/** A submission as the API answers it (member spec section 3, "Submission"). */
export interface SubmissionView {
  _id: string;
  id: string;
  title: string;
  link: string;
  category: string | null;
  suggestedCategory: string | null;
  tags: string[];
  description: string;
  status: SubmissionStatus;
  createdAt: string | null;
  submittedBy: { displayName: string | null; email: string | null };
  /** The product the link became (status completed), else null. */
  productId: string | null;
}

/** What the duplicate checks answer (admin spec: exists, existing {id, title}). */
export interface DuplicateHint {
  exists: boolean;
  existing: { id: string; title: string; slug: string } | null;
}
