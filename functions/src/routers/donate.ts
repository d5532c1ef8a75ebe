// /api/donate (checkout, and on the emulator the local test checkout) and /api/donations.
import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  DONATION_MESSAGES,
  LIMITS,
  checkDonation,
  checkoutBody,
  emptyBody,
  type CheckoutAnswer,
} from '@xmates/domain';
import { config, siteOrigin } from '../config';
import { startCheckout } from '../handlers/checkout';
import {
  cancelLocalCheckout,
  completeLocalCheckout,
  readLocalCheckout,
} from '../handlers/local-checkout';
import { readSupporter } from '../handlers/supporter';
import { HttpError } from '../http/http-error';
import { readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import {
  currentToken,
  isAdminToken,
  requireMember,
  requireUser,
  requireVerified,
} from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

/**
 * The local test checkout's routes exist only on the emulator: in production they are not
 * mounted, so they answer 404 like any unknown path.
 */
function localCheckoutRouter(): Router {
  const router = checkParams(Router(), {
    id: answer404(DONATION_MESSAGES.localCheckoutNotFound),
  });
  router.get('/local-checkout/:id', requireMember, async (req, res) => {
    res.json(await readLocalCheckout(pathParam(req, 'id'), currentToken(res).uid));
  });
  router.post('/local-checkout/:id/complete', requireMember, async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await completeLocalCheckout(pathParam(req, 'id'), currentToken(res).uid));
  });
  router.post('/local-checkout/:id/cancel', requireMember, async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await cancelLocalCheckout(pathParam(req, 'id'), currentToken(res).uid));
  });
  return router;
}

/** Signed-out callers get the Donate page's own sentence, not the generic one. */
function requireDonor(req: Request, res: Response, next: NextFunction) {
  if (!req.get('authorization')) throw new HttpError(401, DONATION_MESSAGES.loginRequired);
  return requireUser(req, res, next);
}

export function donateRouter(
  options: { localCheckout: boolean } = { localCheckout: config.isEmulator },
): Router {
  const router = Router();

  router.post(
    '/checkout',
    requireDonor,
    requireVerified,
    rateLimit('checkout'),
    async (req, res) => {
      const body = parseBody(checkoutBody, req.body);
      const checked = checkDonation(body);
      if (!checked.ok) throw new HttpError(400, checked.error, { field: checked.field });
      const token = currentToken(res);
      const answer = await startCheckout(
        { uid: token.uid, email: token.email ?? null },
        checked.value,
        siteOrigin(),
      );
      res.json(answer satisfies CheckoutAnswer);
    },
  );

  if (options.localCheckout) router.use(localCheckoutRouter());
  return router;
}

export function donationsRouter(): Router {
  const router = Router();
  router.get('/supporter', requireMember, async (req, res) => {
    const q = readQuery(req.query, ['email']);
    const email = q.email?.trim() || null;
    if (email && email.length > LIMITS.contactEmailMax) {
      throw new HttpError(400, DONATION_MESSAGES.invalidEmail, { field: 'email' });
    }
    const token = currentToken(res);
    res.json(await readSupporter(token, email, isAdminToken(token)));
  });
  return router;
}
