// /api/cat: the public catalogue (categories, tags, tag picker groups), kept by the CDN for
// visitors and within an address budget: each answer reads a whole collection or a scan.
import { Router } from 'express';
import { FEED_MESSAGES, LIMITS } from '@xmates/domain';
import { listCategories, listTags, searchTags } from '../handlers/catalogue';
import { HttpError } from '../http/http-error';
import { listParam, readQuery } from '../http/query-params';
import { requireAppCheck } from '../middleware/app-check';
import { optionalUser } from '../middleware/auth';
import { publicCache } from '../middleware/cache';
import { rateLimit } from '../middleware/rate-limit';

export function catalogueRouter(): Router {
  const router = Router();
  const read = [publicCache('catalogue'), requireAppCheck(), optionalUser, rateLimit('catalogue')];

  router.get('/categories', ...read, async (req, res) => {
    readQuery(req.query, []);
    res.json(await listCategories());
  });

  router.get('/tags', ...read, async (req, res) => {
    readQuery(req.query, []);
    res.json(await listTags());
  });

  const scan = [publicCache('catalogue'), requireAppCheck(), optionalUser, rateLimit('searchTags')];
  router.get('/searchtags', ...scan, async (req, res) => {
    const q = readQuery(req.query, ['categories']);
    const categories = listParam(q, 'categories', LIMITS.submitSuggestedCategoryMax);
    if (new Set(categories.map((c) => c.toLowerCase())).size > LIMITS.maxFilterCategories) {
      throw new HttpError(400, FEED_MESSAGES.tooManyCategories, { field: 'categories' });
    }
    res.json(await searchTags(categories));
  });

  return router;
}
