// /api/auth: session sync and reads, and "clear and sign up again" for one's own unverified
// account.
import { Router } from 'express';
import { MESSAGES, emptyBody, recycleUnverifiedBody } from '@xmates/domain';
import { config } from '../config';
import { recycleUnverified } from '../handlers/recycle-unverified';
import { readSessionUser, syncUser } from '../handlers/session';
import { HttpError } from '../http/http-error';
import { clientIp } from '../http/client-ip';
import { consumeRateLimits } from '../http/rate-budget';
import { rateClock } from '../http/rate-clock';
import { parseBody } from '../http/validation';
import {
  currentToken,
  isAdminToken,
  requireUser,
  requireUserEvenExpired,
} from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

export function authRouter(): Router {
  const router = Router();

  router.post('/sync', requireUser, rateLimit('account'), async (req, res) => {
    parseBody(emptyBody, req.body);
    const token = currentToken(res);
    res.json(await syncUser(token, isAdminToken(token)));
  });

  router.get('/me', requireUser, async (_req, res) => {
    const token = currentToken(res);
    res.json(await readSessionUser(token, isAdminToken(token)));
  });

  // Public on purpose: an unverified member may be signed out. The answer tells whether an
  // e-mail has an account, so it is rate-limited per e-mail and per client address.
  // Proof of control: the ID token of the sign-in the member just made. The answer never
  // depends on whether some other address has an account.
  router.post('/recycle-unverified', requireUserEvenExpired, async (req, res) => {
    const { email } = parseBody(recycleUnverifiedBody, req.body);
    const token = currentToken(res);
    if ((token.email ?? '').toLowerCase() !== email.toLowerCase()) {
      throw new HttpError(403, MESSAGES.recycleOwnOnly);
    }
    const { perUser, perIp } = config.rateLimits.recycle;
    await consumeRateLimits(
      [
        { scope: 'recycle-email', key: email.toLowerCase(), ...perUser },
        { scope: 'recycle-ip', key: clientIp(req), ...perIp, shared: true },
      ],
      rateClock(req),
    );
    res.json(await recycleUnverified(token.uid));
  });

  return router;
}
