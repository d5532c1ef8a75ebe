// Server rendering (vite build --ssr): the HTML of a page's body and the styles it uses, as a
// visitor's first render shows them, for the public pages at build (build/write-pages.ts) and
// for product pages on request (the pages function loads this file, functions/build.mjs). The
// browser then renders the app over it (createRoot, not hydration), so the page is seen before
// the JavaScript has loaded and the HTML never has to match a member's or a crawler's render.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { productPath, scriptJson, type ProductView } from '@xmates/domain';
import { withBody } from '../build/page-body';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { FooterStandIn } from './components/layout/main-layout';
import {
  SERVED_PRODUCT_ELEMENT,
  ServedProductContext,
} from './features/products/api/served-product';

export interface PrerenderedHtml {
  /** What goes inside `<div id="root">`. */
  body: string;
  /** The `<style data-emotion>` tags of the styles the body uses, for the head. */
  styles: string;
}

/** The page at `path`; a product page shows `product` (what a visitor may see of it). */
export async function prerenderPage(
  path: string,
  product: ProductView | null = null,
): Promise<PrerenderedHtml> {
  await preloadPage(path);
  const { Footer } = await import('./components/layout/footer');
  // The key the browser's default cache uses, so the browser adopts these styles.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // renderToString, not a streaming render: no inline scripts (the CSP allows none), and with
  // the page preloaded nothing on it suspends; lazily loaded parts (a member's header actions)
  // stay their fallbacks until the browser renders them. The footer, whose code the browser
  // loads only when it is scrolled near, is rendered in full in its place, for its links.
  const body = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider>
          <ServedProductContext value={product}>
            <StaticRouter location={path}>
              <FooterStandIn value={<Footer />}>
                <AppRoutes />
              </FooterStandIn>
            </StaticRouter>
          </ServedProductContext>
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, styles };
}

/**
 * The HTML of /products/{slug}: `page` (the product shell with the product's head filled in)
 * with the product page's body, and the product as JSON for the app's first render.
 */
export async function productPageHtml(page: string, product: ProductView): Promise<string> {
  const html = withBody(page, await prerenderPage(productPath(product.slug), product));
  const data = `<script type="application/json" id="${SERVED_PRODUCT_ELEMENT}">${scriptJson(product)}</script>`;
  return html.replace('</body>', () => `${data}\n  </body>`);
}
