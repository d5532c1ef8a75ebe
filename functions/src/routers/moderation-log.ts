// /api/moderation-log: the public moderation log, for everyone (visitors too). It names nobody;
// the admin log with names and labels is /api/admin/moderation-log.
import { Router } from 'express';
import { listPublicLog } from '../handlers/public-moderation-log';
import { cursorParam, readQuery } from '../http/query-params';
import { requireAppCheck } from '../middleware/app-check';
import { optionalUser } from '../middleware/auth';
import { publicCache } from '../middleware/cache';
import { rateLimit } from '../middleware/rate-limit';

export function moderationLogRouter(): Router {
  const router = Router();

  router.get(
    '/',
    publicCache('moderationLog'),
    requireAppCheck(),
    optionalUser,
    rateLimit('moderationLog'),
    async (req, res) => {
      const q = readQuery(req.query, ['after']);
      res.json(await listPublicLog(cursorParam(q, 'after')));
    },
  );

  return router;
}
