// The Express app behind the `pages` function: what Hosting rewrites /products/**, /sitemap.xml,
// /sitemaps/** and /feed.xml to (routers/pages.ts). Product pages get the app shell with their
// head filled in and their body rendered by the app's own components; the sitemap (an index of
// parts) names the public pages and every listed product; /feed.xml is the Atom feed of the
// newest products.
import { readFileSync } from 'node:fs';
import express, { type Express } from 'express';
import { pageErrors } from './middleware/errors';
import { pagesRouter } from './routers/pages';

/** The build copies web/dist/product.html here (functions/build.mjs). */
function loadShell(): string {
  try {
    return readFileSync(new URL('./app-shell.html', import.meta.url), 'utf8');
  } catch {
    throw new Error('app-shell.html is missing: build the web app before the functions.');
  }
}

export function createPagesApp(shell = loadShell()): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(pagesRouter(shell));
  app.use(pageErrors(shell));
  return app;
}
