import { useEffect } from 'react';
import { PRODUCT } from '@xmates/domain';

/** Spec section 9: page titles are at most 80 characters. */
export const TITLE_MAX = 80;

/** "{page} · xmates", the page part cut (with an ellipsis) so the whole fits in 80. */
export function pageTitle(page?: string | null): string {
  const suffix = ` · ${PRODUCT.name}`;
  const text = (page ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return `${PRODUCT.name} · ${PRODUCT.tagline}`;
  const room = TITLE_MAX - suffix.length;
  const cut = text.length > room ? `${text.slice(0, room - 1).trimEnd()}…` : text;
  return `${cut}${suffix}`;
}

/** Sets document.title while the page is shown (null/undefined: the site's own title). */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
