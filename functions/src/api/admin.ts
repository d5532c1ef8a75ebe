// /api/admin: admin-only routes. The gate covers the whole prefix, so no admin route can be
// added without it (and unknown admin paths answer 401/403, not 404, to non-admins).
import { Router } from 'express';
import { COLLECTIONS } from '@xmates/domain';
import { db } from '../db/firebase';
import { requireAdmin, requireUser } from '../middleware/auth';
import { adminLinksRouter } from './admin-links';

export function adminRouter(): Router {
  const router = Router();
  router.use(requireUser, requireAdmin);

  // The spec does not name the field, so both names carry the same number. count() is an
  // aggregation: it never loads the user documents.
  router.get('/users/count', async (_req, res) => {
    const snap = await db().collection(COLLECTIONS.users).count().get();
    const { count } = snap.data();
    res.json({ count, total: count });
  });

  router.use(adminLinksRouter());

  return router;
}
