// Build-time rendering (vite build --ssr, used by build/write-pages.ts): the HTML of a public
// page's body and the styles it uses, as a visitor's first render shows them. The browser then
// renders the app over it (createRoot, not hydration), so the page is seen before the
// JavaScript has loaded and the HTML never has to match a member's or a crawler's render.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { FooterStandIn } from './components/layout/main-layout';

export interface PrerenderedHtml {
  /** What goes inside `<div id="root">`. */
  body: string;
  /** The `<style data-emotion>` tags of the styles the body uses, for the head. */
  styles: string;
}

export async function prerenderPage(path: string): Promise<PrerenderedHtml> {
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
          <StaticRouter location={path}>
            <FooterStandIn value={<Footer />}>
              <AppRoutes />
            </FooterStandIn>
          </StaticRouter>
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, styles };
}
