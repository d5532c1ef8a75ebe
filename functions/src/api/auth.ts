// /api/auth: session sync and reads, and the public "clear and sign up again" action.
import { Router } from 'express';
import { emptyBody, recycleUnverifiedBody } from '@xmates/domain';
import { config } from '../config';
import { recycleUnverified } from '../handlers/recycle-unverified';
import { readSessionUser, syncUser } from '../handlers/session';
import { consumeRateLimits } from '../lib/rate-limit';
import { parseBody } from '../lib/validation';
import { currentToken, requireUser } from '../middleware/auth';

export function authRouter(): Router {
  const router = Router();

  router.post('/sync', requireUser, async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await syncUser(currentToken(res)));
  });

  router.get('/me', requireUser, async (_req, res) => {
    res.json(await readSessionUser(currentToken(res)));
  });

  // Public on purpose: an unverified member may be signed out. The answer tells whether an
  // e-mail has an account, so it is rate-limited per e-mail and per client address.
  router.post('/recycle-unverified', async (req, res) => {
    const { email } = parseBody(recycleUnverifiedBody, req.body);
    const { perEmail, perIp } = config.recycleLimits;
    await consumeRateLimits([
      { scope: 'recycle-email', key: email, ...perEmail },
      { scope: 'recycle-ip', key: req.ip ?? 'unknown', ...perIp },
    ]);
    res.json(await recycleUnverified(email));
  });

  return router;
}
