// The pages function's routes (pages-app.ts), what Hosting rewrites /products/**, /sitemap.xml
// and /feed.xml to. Every caller is a visitor here (the pages carry no token): each route
// counts against its budget, so a scraper gets 429 with Retry-After and a flood from rotating
// addresses meets the budget's ceiling; the CDN's copies are not counted.
import { Router } from 'express';
import { atomFeed } from '../handlers/atom-feed';
import { productPage } from '../handlers/product-page';
import { sitemap } from '../handlers/sitemap';
import { readQuery } from '../http/query-params';
import { pathParam } from '../http/route-ids';
import { rateLimit } from '../middleware/rate-limit';
import { feedFilterOf } from './feed-params';

/** `shell`: the built app's product.html, whose head and body product pages fill. */
export function pagesRouter(shell: string): Router {
  const router = Router();

  router.get('/sitemap.xml', rateLimit('sitemap'), async (_req, res) => {
    const xml = await sitemap();
    res.set('Cache-Control', 'public, max-age=3600, s-maxage=3600');
    res.type('application/xml').send(xml);
  });

  router.get('/feed.xml', rateLimit('atomFeed'), async (req, res) => {
    const q = readQuery(req.query, ['category', 'tags', 'tagMode']);
    const xml = await atomFeed(
      feedFilterOf({ categories: q.category, tags: q.tags, tagMode: q.tagMode }),
    );
    res.set('Cache-Control', 'public, max-age=900, s-maxage=900');
    res.type('application/atom+xml').send(xml);
  });

  router.get('/products/:slugOrId', rateLimit('productPages'), async (req, res) => {
    const page = await productPage(shell, pathParam(req, 'slugOrId'));
    switch (page.kind) {
      case 'page':
        res.set('Cache-Control', 'public, max-age=300, s-maxage=600');
        res.type('html').send(page.html);
        return;
      case 'moved':
        res.redirect(301, page.path);
        return;
      case 'missing':
        res.set('Cache-Control', 'public, max-age=60');
        res.status(404).type('html').send(page.html);
    }
  });
  return router;
}
