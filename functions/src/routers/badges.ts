// /api/badges: the badges members hold (public), and the definitions (admins).
import { Router } from 'express';
import {
  BADGE_MESSAGES,
  NOTIFICATION_MESSAGES,
  badgePatchBody,
  badgeVisibilityBody,
  emptyBody,
} from '@xmates/domain';
import {
  listDefinitions,
  myBadges,
  seedDefinitions,
  setSupporterBadgesHidden,
  updateDefinition,
  userBadges,
} from '../handlers/badges';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentToken, optionalUser, requireAdmin, requireMember } from '../middleware/auth';
import { requireAppCheck } from '../middleware/app-check';
import { publicCache } from '../middleware/cache';
import { rateLimit } from '../middleware/rate-limit';

export function badgesRouter(): Router {
  const router = checkParams(Router(), {
    userId: answer404(NOTIFICATION_MESSAGES.userNotFound),
    id: answer404(BADGE_MESSAGES.notFound),
  });

  // The badges profiles/{uid} shows are public: cards already show them.
  router.get(
    '/user/:userId',
    publicCache('badges'),
    requireAppCheck(),
    optionalUser,
    rateLimit('profileBadges'),
    async (req, res) => {
      res.json(await userBadges(pathParam(req, 'userId')));
    },
  );

  // The spec's client sends ?email=; the token says who is asking.
  router.get('/me', requireMember, async (_req, res) => {
    res.json(await myBadges(currentToken(res).uid));
  });

  router.put('/me/visibility', requireMember, rateLimit('account'), async (req, res) => {
    const { hideSupporter } = parseBody(badgeVisibilityBody, req.body);
    res.json(await setSupporterBadgesHidden(currentToken(res).uid, hideSupporter));
  });

  router.get('/admin', requireMember, requireAdmin, async (_req, res) => {
    res.json(await listDefinitions());
  });

  router.post('/admin/seed', requireMember, requireAdmin, rateLimit('admin'), async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await seedDefinitions());
  });

  router.patch('/admin/:id', requireMember, requireAdmin, rateLimit('admin'), async (req, res) => {
    const patch = parseBody(badgePatchBody, req.body);
    res.json(await updateDefinition(pathParam(req, 'id'), patch));
  });

  return router;
}
