// GET /products/{slug} (the pages function): the app shell with the product's head filled in
// and its body rendered by the app's own components, as a visitor sees it (crawlers read it
// without JavaScript, people see the product before the app runs). A listed product's id
// names its page by slug; anything else is the shell's not-found page.
import { NO_ADULT_ACCESS, isDocumentId, productPath } from '@xmates/domain';
import { siteOrigin } from '../config';
import { listedProductBySlug, productRef } from '../db/products';
import { missingPageHtml, productHeadSource, productPageHtml } from '../views/product-html';
import { renderProductPage } from '../views/product-render';
import { toProductView } from '../views/product-view';

export type ProductPageResult =
  | { kind: 'page'; html: string }
  | { kind: 'moved'; path: string }
  | { kind: 'missing'; html: string };

/**
 * Who a served page is for: whoever asks, as a visitor who has not passed the age gate (no
 * link, no adults-only images, in either mode; and in verified mode the images are not on the
 * product document it reads anyway).
 */
const visitor = () => ({
  access: NO_ADULT_ACCESS,
});

export async function productPage(shell: string, slugOrId: string): Promise<ProductPageResult> {
  const origin = siteOrigin();
  const bySlug = await listedProductBySlug(slugOrId);
  if (bySlug) {
    const stored = bySlug.data();
    const page = productPageHtml(shell, origin, productHeadSource(bySlug.id, stored));
    const html = await renderProductPage(page, toProductView(bySlug.id, stored, visitor()));
    return { kind: 'page', html };
  }
  const byId = isDocumentId(slugOrId) ? await productRef(slugOrId).get() : null;
  const stored = byId?.data();
  if (byId && stored?.approved === true) {
    return { kind: 'moved', path: productPath(stored.slug ?? byId.id) };
  }
  return { kind: 'missing', html: missingPageHtml(shell, origin) };
}
