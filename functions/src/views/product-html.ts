// The HTML of /products/{slug}: the app shell with the product's head (title, description,
// canonical, cards, JSON-LD), so crawlers read it without JavaScript; people get the same SPA.
import { fillShell, pageHead, productHeadInput, type ProductHeadSource } from '@xmates/domain';
import type { StoredProduct } from '../db/products';

export function productHeadSource(id: string, p: StoredProduct): ProductHeadSource {
  return {
    slug: p.slug ?? id,
    title: p.title ?? '',
    description: p.description ?? '',
    category: p.category ?? p.categories?.[0] ?? '',
    tags: p.tags ?? [],
    images: p.images ?? [],
    isAdultsOnly: p.isAdultsOnly === true,
    rating: { average: p.rating?.average ?? 0, count: Math.max(0, p.rating?.count ?? 0) },
  };
}

export function productPageHtml(shell: string, origin: string, product: ProductHeadSource) {
  return fillShell(shell, pageHead(origin, productHeadInput(origin, product)));
}

/** An unknown product: the shell with a not-found title, not to be indexed. */
export function missingPageHtml(shell: string, origin: string) {
  return fillShell(shell, pageHead(origin, { name: 'Page not found' }));
}
