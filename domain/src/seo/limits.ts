/**
 * Search-engine metadata limits: page titles at most 80 characters, meta descriptions 50 to
 * 160; a product's structured data carries its description cut to 500 characters, at most 12
 * images and at most 10 keywords.
 */
export const SEO_LIMITS = {
  titleMax: 80,
  descriptionMin: 50,
  descriptionMax: 160,
  productDescriptionMax: 500,
  productImagesMax: 12,
  productKeywordsMax: 10,
} as const;
