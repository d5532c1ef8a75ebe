import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');
const container = root;

// The page's own chunk first, so that the first render replaces a prerendered page's HTML with
// the page itself. The first render as a transition: React then yields to the browser every few
// milliseconds instead of blocking it for the whole first render (one long task on slow phones).
void preloadPage(window.location.pathname).then(() => {
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  });
});
