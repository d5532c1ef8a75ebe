// /api/admin: admin-only routes. The gate covers the whole prefix, so no admin route can be
// added without it (and unknown admin paths answer 401/403, not 404, to non-admins).
import { Router } from 'express';
import type { UsersCountAnswer } from '@xmates/domain';
import { countUsers } from '../db/users';
import { rateLimitWrites } from '../http/rate-limit';
import { requireAdmin, requireMember } from '../middleware/auth';
import { adminCatalogueRouter } from './admin-catalogue';
import { adminInboxRouter } from './admin-inbox';
import { adminLinksRouter } from './admin-links';
import { adminModerationRouter } from './admin-moderation';
import { adminUsersRouter } from './admin-users';

export function adminRouter(): Router {
  const router = Router();
  // Admin writes (product creation included) share one loose budget per admin.
  router.use(requireMember, requireAdmin, rateLimitWrites('admin'));

  // The spec does not name the field, so both names carry the same number.
  router.get('/users/count', async (_req, res) => {
    const count = await countUsers();
    res.json({ count, total: count } satisfies UsersCountAnswer);
  });

  router.use(adminLinksRouter());
  router.use(adminCatalogueRouter());
  router.use(adminModerationRouter());
  router.use(adminUsersRouter());
  router.use(adminInboxRouter());

  return router;
}
