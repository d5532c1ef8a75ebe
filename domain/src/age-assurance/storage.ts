/**
 * Where an adults-only product's images are stored. In verified mode they leave the public
 * product document (which anyone may read) for adultImages/{productId}, which the rules give
 * to admins and age-verified members only; the product then stores `images: []`. In
 * declaration mode they stay on the product, as the spec has it. Writers (create-product, the
 * seed, the migration) call placeProductImages; readers tell a product whose images are kept
 * apart by imagesKeptApart, whatever the mode, so a catalogue half-way through a migration
 * still reads right.
 */
import type { ProductImage } from '../products/documents';
import type { AdultImagesDoc } from './documents';
import type { AgeAssuranceMode } from './policy';

/** Whether the mode keeps this product's images off its public document. */
export function storesImagesApart(mode: AgeAssuranceMode, isAdultsOnly: boolean): boolean {
  return mode === 'verified' && isAdultsOnly;
}

/**
 * A product's images as the mode stores them: on the product, or none there and the
 * adultImages document (its `approved` mirroring the product's) to write beside it.
 */
export function placeProductImages(
  mode: AgeAssuranceMode,
  product: { images: readonly ProductImage[]; isAdultsOnly: boolean; approved: boolean },
): { productImages: ProductImage[]; adultImages: AdultImagesDoc | null } {
  if (!storesImagesApart(mode, product.isAdultsOnly)) {
    return { productImages: [...product.images], adultImages: null };
  }
  return {
    productImages: [],
    adultImages: { images: [...product.images], approved: product.approved },
  };
}

/**
 * Whether a stored product's images are in adultImages: an adults-only product with none on
 * its document (every product has at least one image).
 */
export function imagesKeptApart(product: {
  isAdultsOnly?: boolean;
  images?: readonly unknown[];
}): boolean {
  return product.isAdultsOnly === true && (product.images?.length ?? 0) === 0;
}
