// The product the pages function rendered into the HTML of /products/{slug}, as a visitor sees
// it (functions/src/handlers/product-page.ts): the page's first render shows it instead of
// reading it again, so the app takes over the served HTML with the same content and nothing
// moves. The server's render passes it through ServedProductContext; in the browser the page
// carries it as JSON beside #root (a data block, never run).
import { createContext, useContext, useEffect, useState } from 'react';
import type { ProductView } from '@xmates/domain';
import { cardFromView, type CardProduct } from '../types';

/** The id of the `<script type="application/json">` element that carries it. */
export const SERVED_PRODUCT_ELEMENT = 'served-product';

export const ServedProductContext = createContext<ProductView | null>(null);

/** Written by our own server (scriptJson of a ProductView), so checked only for being one. */
const isProductView = (value: unknown): value is ProductView =>
  typeof value === 'object' && value !== null && 'slug' in value && typeof value.slug === 'string';

/** Read once; cleared when its page has shown it, so later visits read the product afresh. */
let inDocument: ProductView | null | undefined;

function documentProduct(): ProductView | null {
  if (inDocument === undefined) {
    const text =
      typeof document === 'undefined'
        ? null
        : document.getElementById(SERVED_PRODUCT_ELEMENT)?.textContent;
    const view: unknown = text ? JSON.parse(text) : null;
    inDocument = isProductView(view) ? view : null;
  }
  return inDocument;
}

/** The served product when it is the one at `slug` and this is the first page shown, else null. */
export function useServedProduct(slug: string): CardProduct | null {
  const rendered = useContext(ServedProductContext);
  const [served] = useState(() => {
    const view = rendered ?? documentProduct();
    return view ? cardFromView(view) : null;
  });
  useEffect(() => {
    inDocument = null;
  }, []);
  return served?.slug === slug ? served : null;
}
