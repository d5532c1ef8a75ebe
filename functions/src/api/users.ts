// /api/users: the member's own account (session user and login metrics).
import { Router } from 'express';
import { loginPingBody, markShownBody } from '@xmates/domain';
import { markNudgeShown, pingLoginMetrics } from '../handlers/login-metrics';
import { readSessionUser } from '../handlers/session';
import { parseBody } from '../http/validation';
import { currentToken, requireUser } from '../middleware/auth';

export function usersRouter(): Router {
  // requireUser per route, not router.use(): unknown /api/users paths must stay 404s.
  const router = Router();

  router.get('/me', requireUser, async (_req, res) => {
    res.json(await readSessionUser(currentToken(res)));
  });

  router.post('/login-metrics/ping', requireUser, async (req, res) => {
    const { stamp } = parseBody(loginPingBody, req.body);
    res.json(await pingLoginMetrics(currentToken(res).uid, stamp));
  });

  router.post('/login-metrics/mark-shown', requireUser, async (req, res) => {
    const { count } = parseBody(markShownBody, req.body);
    res.json(await markNudgeShown(currentToken(res).uid, count));
  });

  return router;
}
