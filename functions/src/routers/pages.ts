// The pages function's routes (pages-app.ts), what Hosting rewrites /products/**, /sitemap.xml,
// /sitemaps/** and /feed.xml to. Every caller is a visitor here (the pages carry no token): each
// route counts against its budget, so a scraper gets 429 with Retry-After and a flood from
// rotating addresses meets the budget's ceiling; the CDN's copies are not counted.
import { Router, type Response } from 'express';
import {
  API_MESSAGES,
  SITEMAP_INDEX_PATH,
  SITEMAP_PAGES_PATH,
  isSitemapPartNumber,
} from '@xmates/domain';
import { atomFeed } from '../handlers/atom-feed';
import { productPage } from '../handlers/product-page';
import { pagesSitemap, productsSitemap, sitemapIndex } from '../handlers/sitemap';
import { HttpError } from '../http/http-error';
import { readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { rateLimit } from '../middleware/rate-limit';
import { feedFilterOf } from './feed-params';

/** `shell`: the built app's product.html, whose head and body product pages fill. */
export function pagesRouter(shell: string): Router {
  const router = Router();

  // The sitemap's index and its parts (handlers/sitemap.ts): one budget; a part number past
  // the last, or one its path cannot write (0, 01, 1.5), is a 404.
  checkParams(router, {
    part: { ...answer404(API_MESSAGES.notFound), valid: isSitemapPartNumber },
  });
  const sendSitemap = (res: Response, xml: string) => {
    res.set('Cache-Control', 'public, max-age=3600, s-maxage=3600');
    res.type('application/xml').send(xml);
  };
  router.get(SITEMAP_INDEX_PATH, rateLimit('sitemap'), async (_req, res) => {
    sendSitemap(res, await sitemapIndex());
  });
  router.get(SITEMAP_PAGES_PATH, rateLimit('sitemap'), (_req, res) => {
    sendSitemap(res, pagesSitemap());
  });
  router.get('/sitemaps/products-:part.xml', rateLimit('sitemap'), async (req, res) => {
    const xml = await productsSitemap(Number(pathParam(req, 'part')));
    if (xml === null) throw new HttpError(404, API_MESSAGES.notFound);
    sendSitemap(res, xml);
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
