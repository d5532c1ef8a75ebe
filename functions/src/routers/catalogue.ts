// /api/cat: the public catalogue (categories, tags, tag picker groups).
import { Router } from 'express';
import { FEED_MESSAGES, LIMITS } from '@xmates/domain';
import { listCategories, listTags, searchTags } from '../handlers/catalogue';
import { HttpError } from '../http/http-error';
import { listParam, readQuery } from '../http/query-params';

export function catalogueRouter(): Router {
  const router = Router();

  router.get('/categories', async (req, res) => {
    readQuery(req.query, []);
    res.json(await listCategories());
  });

  router.get('/tags', async (req, res) => {
    readQuery(req.query, []);
    res.json(await listTags());
  });

  router.get('/searchtags', async (req, res) => {
    const q = readQuery(req.query, ['categories']);
    const categories = listParam(q, 'categories', LIMITS.submitSuggestedCategoryMax);
    if (new Set(categories.map((c) => c.toLowerCase())).size > LIMITS.maxFilterCategories) {
      throw new HttpError(400, FEED_MESSAGES.tooManyCategories, { field: 'categories' });
    }
    res.json(await searchTags(categories));
  });

  return router;
}
