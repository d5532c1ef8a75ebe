// Manage Categories/Tags, mounted inside the /api/admin router (signed-in admins only).
import { Router } from 'express';
import {
  CATALOGUE_MESSAGES,
  addCategoryBody,
  addTagBody,
  emptyBody,
  featureCategoryBody,
  type CategoryAnswer,
  type TagAnswer,
} from '@xmates/domain';
import {
  addCategory,
  addTag,
  deleteCatalogueName,
  listAdminCategories,
  listAdminTags,
  setFeatured,
} from '../handlers/catalogue-admin';
import { adminPageParam, readQuery } from '../http/query-params';
import { pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentAdmin } from '../middleware/auth';

export function adminCatalogueRouter(): Router {
  const router = Router();

  router.get('/categories', async (req, res) => {
    res.json(await listAdminCategories(adminPageParam(readQuery(req.query, ['page']))));
  });

  router.get('/tags', async (req, res) => {
    res.json(await listAdminTags(adminPageParam(readQuery(req.query, ['page']))));
  });

  router.post('/categories', async (req, res) => {
    const { name, featured = false } = parseBody(addCategoryBody, req.body);
    const category = await addCategory(name, featured, currentAdmin(res));
    const message = CATALOGUE_MESSAGES.category.added(category.name);
    res.status(201).json({ message, category } satisfies CategoryAnswer);
  });

  router.post('/tags', async (req, res) => {
    const { name } = parseBody(addTagBody, req.body);
    const tag = await addTag(name, currentAdmin(res));
    res
      .status(201)
      .json({ message: CATALOGUE_MESSAGES.tag.added(tag.name), tag } satisfies TagAnswer);
  });

  router.patch('/categories/:name', async (req, res) => {
    const { featured } = parseBody(featureCategoryBody, req.body);
    const category = await setFeatured(pathParam(req, 'name'), featured, currentAdmin(res));
    const message = CATALOGUE_MESSAGES.featured(category.name, featured);
    res.json({ message, category } satisfies CategoryAnswer);
  });

  for (const kind of ['category', 'tag'] as const) {
    router.delete(`/${kind === 'category' ? 'categories' : 'tags'}/:name`, async (req, res) => {
      parseBody(emptyBody, req.body);
      res.json(await deleteCatalogueName(kind, pathParam(req, 'name'), currentAdmin(res)));
    });
  }

  return router;
}
