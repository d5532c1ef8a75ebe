import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';
import { FooterStandIn } from './components/layout/main-layout';
import { startSession } from './features/auth/api/start-session';
import { startDiscreetDress } from './lib/page-title';
import { loadAgeMode } from './stores/age-mode-store';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');
const container = root;

// A prerendered page's footer, kept in place as it came (inert: its links wait for the app)
// until the footer's own code loads; the first render replaces everything else.
const footer = container.querySelector('footer')?.outerHTML;
const footerStandIn = footer && <div inert dangerouslySetInnerHTML={{ __html: footer }} />;

// Discreet browsing's class, title and icon, kept after the choice from now on (the served
// HTML's head script has already set them for a page opened with it on).
startDiscreetDress();

// The page's own chunk first, so that the first render replaces a prerendered page's HTML with
// the page itself, and a visitor's session settled, so that it shows their header at once (a
// session settled later re-renders synchronously, in one long task). The first render as a
// transition: React then yields to the browser every few milliseconds instead of blocking it for
// the whole first render (one long task on slow phones). The site's age assurance mode too, so
// the first render shows what the mode allows.
void Promise.all([preloadPage(window.location.pathname), startSession(), loadAgeMode()]).then(
  () => {
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <AppProvider>
            <BrowserRouter>
              <FooterStandIn value={footerStandIn}>
                <AppRoutes />
              </FooterStandIn>
            </BrowserRouter>
          </AppProvider>
        </StrictMode>,
      );
    });
  },
);
