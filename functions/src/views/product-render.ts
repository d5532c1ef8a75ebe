// The product page's body, rendered by the web app's own components (web/src/prerender.tsx,
// built by `vite build --ssr` into one file with its dependencies, which functions/build.mjs
// copies beside lib/index.js). Loaded on the first product page a server instance renders,
// so sitemap requests and cold starts that serve none never pay for it.
import type { ProductView } from '@xmates/domain';

/** The head-filled shell and the product as a visitor sees it → the page's whole HTML. */
export type ProductPageRenderer = (page: string, product: ProductView) => Promise<string>;

const isRenderModule = (m: unknown): m is { productPageHtml: ProductPageRenderer } =>
  typeof m === 'object' &&
  m !== null &&
  'productPageHtml' in m &&
  typeof m.productPageHtml === 'function';

async function loadRenderer(): Promise<ProductPageRenderer> {
  const module: unknown = await import(new URL('./prerender.js', import.meta.url).href);
  if (!isRenderModule(module)) {
    throw new Error('prerender.js is missing its render: build the web app before the functions.');
  }
  return module.productPageHtml;
}

let renderer: Promise<ProductPageRenderer> | null = null;

/** Renders with the web app's render, loaded once (again after a failed load). */
export const renderProductPage: ProductPageRenderer = async (page, product) => {
  if (!renderer) {
    renderer = loadRenderer();
    renderer.catch(() => (renderer = null));
  }
  return (await renderer)(page, product);
};
