import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// The first render as a transition: React then yields to the browser every few milliseconds
// instead of blocking it for the whole first render (one long task on slow phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  );
});
