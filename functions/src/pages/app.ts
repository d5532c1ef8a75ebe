// The `pages` function: what Hosting rewrites /products/**, /sitemap.xml and /feed.xml to. Product pages
// get the app shell with their head filled in and their body rendered by the app's own
// components, as a visitor sees them (crawlers read it without JavaScript, people see the
// product before the app runs); the sitemap lists the public pages and every listed product,
// read page by page and cached.
import { readFileSync } from 'node:fs';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { error as logError } from 'firebase-functions/logger';
import {
  FEED_MESSAGES,
  adultAccess,
  isDocumentId,
  productFeedShape,
  productPath,
} from '@xmates/domain';
import { ageAssurance, siteOrigin, type RateLimitName } from '../config';
import { categoryRef } from '../db/catalogue';
import { readAll, selectFields } from '../db/converter';
import {
  listedProductBySlug,
  listedProductSlugs,
  productRef,
  productsCollection,
} from '../db/products';
import { applyShape } from '../db/query';
import { clientIp } from '../http/client-ip';
import { HttpError } from '../http/http-error';
import { readQuery } from '../http/query-params';
import { consumeBudgets } from '../http/rate-budget';
import { pathParam } from '../http/route-ids';
import { errorHandler } from '../middleware/errors';
import { feedFilterOf } from '../routers/feed-params';
import { toProductView } from '../views/product-view';
import { ATOM_FEED_ENTRIES, atomFeedXml, type AtomEntry } from './atom-feed';
import { SITEMAP_MAX_URLS, sitemapXml, type SitemapProduct } from './sitemap';
import { missingPageHtml, productHeadSource, productPageHtml } from './product-html';
import { renderProductPage } from './product-render';

/** The build copies web/dist/product.html here (functions/build.mjs). */
function loadShell(): string {
  try {
    return readFileSync(new URL('./app-shell.html', import.meta.url), 'utf8');
  } catch {
    throw new Error('app-shell.html is missing: build the web app before the functions.');
  }
}

const SITEMAP_PAGE = 1_000;
const SITEMAP_TTL_MS = 60 * 60_000;

async function listedProducts(): Promise<SitemapProduct[]> {
  const products: SitemapProduct[] = [];
  let after: string | undefined;
  while (products.length < SITEMAP_MAX_URLS) {
    const page = await listedProductSlugs(SITEMAP_PAGE, after);
    for (const doc of page.docs) {
      const data = doc.data();
      products.push({
        slug: data.slug ?? doc.id,
        lastModified: data.updatedAt?.toDate().toISOString().slice(0, 10) ?? null,
      });
    }
    if (page.size < SITEMAP_PAGE) break;
    after = page.docs[page.size - 1]?.id;
  }
  return products;
}

const ATOM_FIELDS = [
  'slug',
  'title',
  'description',
  'category',
  'tags',
  'createdAt',
  'updatedAt',
] as const;

/**
 * /feed.xml's newest approved products under the feed's filter (category, tags, tagMode, with
 * the feed's limits and messages); a category that does not exist is a 400, not an empty feed.
 */
async function atomFeed(query: unknown): Promise<string> {
  const q = readQuery(query, ['category', 'tags', 'tagMode']);
  const filter = {
    ...feedFilterOf({ categories: q.category, tags: q.tags, tagMode: q.tagMode }),
    sort: 'latest' as const,
  };
  const categories = await readAll(filter.categories.map((name) => categoryRef(name)));
  const missing = filter.categories.find((_, i) => !categories[i]?.exists);
  if (missing !== undefined) {
    throw new HttpError(400, FEED_MESSAGES.unknownCategory(missing), { field: 'category' });
  }
  const newest = selectFields(
    applyShape(productsCollection(), productFeedShape(filter)),
    ATOM_FIELDS,
  );
  const page = await newest.limit(ATOM_FEED_ENTRIES).get();
  const entries = page.docs.map((doc): AtomEntry => {
    const p = doc.data();
    const published = p.createdAt?.toDate().toISOString() ?? new Date(0).toISOString();
    return {
      slug: p.slug ?? doc.id,
      title: p.title ?? '',
      description: p.description ?? '',
      category: p.category ?? '',
      tags: p.tags ?? [],
      published,
      updated: p.updatedAt?.toDate().toISOString() ?? published,
    };
  });
  return atomFeedXml(siteOrigin(), filter, entries, new Date());
}

/**
 * Who a served page is for: whoever asks, as a visitor who has not passed the age gate (no
 * link, no adults-only images, in either mode; and in verified mode the images are not on the
 * product document it reads anyway).
 */
const visitor = () => ({
  access: adultAccess(ageAssurance(), { signedIn: false, declared: false, ageVerified: false }),
});

/**
 * Middleware: one call counted against a budget of the pages (every caller is a visitor here:
 * the pages carry no token), so a scraper gets 429 with Retry-After, and a flood from rotating
 * addresses meets the budget's ceiling. The CDN's copies are not counted.
 */
function rateLimit(name: RateLimitName) {
  return async function rateLimited(req: Request, _res: Response, next: NextFunction) {
    await consumeBudgets([name], { uid: null, member: false, ip: clientIp(req) });
    next();
  };
}

export function createPagesApp(shell = loadShell()): Express {
  const app = express();
  app.disable('x-powered-by');

  let sitemap: { at: number; products: Promise<SitemapProduct[]> } | null = null;
  app.get('/sitemap.xml', rateLimit('sitemap'), async (_req, res, next) => {
    try {
      if (!sitemap || Date.now() - sitemap.at > SITEMAP_TTL_MS) {
        sitemap = { at: Date.now(), products: listedProducts() };
        sitemap.products.catch(() => (sitemap = null));
      }
      const xml = sitemapXml(siteOrigin(), await sitemap.products);
      res.set('Cache-Control', 'public, max-age=3600, s-maxage=3600');
      res.type('application/xml').send(xml);
    } catch (err) {
      next(err);
    }
  });

  app.get('/feed.xml', rateLimit('atomFeed'), async (req, res, next) => {
    try {
      const xml = await atomFeed(req.query);
      res.set('Cache-Control', 'public, max-age=900, s-maxage=900');
      res.type('application/atom+xml').send(xml);
    } catch (err) {
      next(err);
    }
  });

  app.get('/products/:slugOrId', rateLimit('productPages'), async (req, res, next) => {
    try {
      const key = pathParam(req, 'slugOrId');
      const origin = siteOrigin();
      const bySlug = await listedProductBySlug(key);
      if (bySlug) {
        const stored = bySlug.data();
        const page = productPageHtml(shell, origin, productHeadSource(bySlug.id, stored));
        const html = await renderProductPage(page, toProductView(bySlug.id, stored, visitor()));
        res.set('Cache-Control', 'public, max-age=300, s-maxage=600');
        res.type('html').send(html);
        return;
      }
      const byId = isDocumentId(key) ? await productRef(key).get() : null;
      const stored = byId?.data();
      if (byId && stored?.approved === true) {
        res.redirect(301, productPath(stored.slug ?? byId.id));
        return;
      }
      res.set('Cache-Control', 'public, max-age=60');
      res.status(404).type('html').send(missingPageHtml(shell, origin));
    } catch (err) {
      next(err);
    }
  });

  // A refused or bad request is answered as the API answers it (status, Retry-After, no-store,
  // {error, code}); a failed read still gives people the app (which loads the product itself),
  // never a stack.
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (err instanceof HttpError) {
      errorHandler(err, req, res, next);
      return;
    }
    logError('pages: request failed', err);
    res.set('Cache-Control', 'no-store');
    res.status(500).type('html').send(shell);
  });
  return app;
}
