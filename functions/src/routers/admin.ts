// /api/admin: admin-only routes. The gate covers the whole prefix, so no admin route can be
// added without it (and unknown admin paths answer 401/403, not 404, to non-admins).
import { Router } from 'express';
import { usersCount } from '../handlers/admin-users';
import { requireAdmin, requireMember } from '../middleware/auth';
import { rateLimitWrites } from '../middleware/rate-limit';
import { adminCatalogueRouter } from './admin-catalogue';
import { adminInboxRouter } from './admin-inbox';
import { adminLinksRouter } from './admin-links';
import { adminModerationRouter } from './admin-moderation';
import { adminReportedMembersRouter } from './admin-reported-members';
import { adminUsersRouter } from './admin-users';

export function adminRouter(): Router {
  const router = Router();
  // Admin writes (product creation included) share one loose budget per admin.
  router.use(requireMember, requireAdmin, rateLimitWrites('admin'));

  router.get('/users/count', async (_req, res) => {
    res.json(await usersCount());
  });

  router.use(adminLinksRouter());
  router.use(adminCatalogueRouter());
  router.use(adminModerationRouter());
  router.use(adminReportedMembersRouter());
  router.use(adminUsersRouter());
  router.use(adminInboxRouter());

  return router;
}
