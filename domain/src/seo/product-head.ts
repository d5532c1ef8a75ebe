// A product page's head, the same for the pages function (the HTML crawlers read) and the SPA.
import type { ProductImage } from '../products/documents';
import type { PageHeadInput } from './head';
import { productLd } from './structured-data';

/** The public product fields a product page's head is made from. */
export interface ProductHeadSource {
  slug: string;
  title: string;
  description: string;
  category: string;
  tags: readonly string[];
  images: readonly ProductImage[];
  isAdultsOnly: boolean;
  rating: { average: number; count: number };
}

export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

/**
 * Home › category › product. Adults-only products show no image to anyone who has not passed
 * the gate, so their head names none either (link previews would show it to anyone).
 */
export function productHeadInput(origin: string, product: ProductHeadSource): PageHeadInput {
  const path = productPath(product.slug);
  const images = product.isAdultsOnly ? [] : product.images.map((image) => image.src);
  return {
    name: product.title,
    description: product.description || `${product.title}: a video link in ${product.category}.`,
    path,
    trail: [
      { name: product.category, path: `/?categories=${encodeURIComponent(product.category)}` },
      { name: product.title, path },
    ],
    image: images[0] ?? null,
    jsonLd: [
      productLd(origin, {
        title: product.title,
        description: product.description,
        path,
        category: product.category,
        tags: product.tags,
        images,
        rating: product.rating,
      }),
    ],
  };
}
