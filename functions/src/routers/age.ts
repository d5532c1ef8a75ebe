// /api/age: the site's age assurance mode (the SPA reads it at start), a member's age check
// (start, status) and, on the emulator, the local test verification that stands in for Stripe
// Identity's pages.
import { Router } from 'express';
import {
  AGE_MESSAGES,
  checkDateOfBirth,
  emptyBody,
  localVerificationBody,
  type AgeModeAnswer,
  type AgeStatusAnswer,
  type AgeVerifyAnswer,
} from '@xmates/domain';
import { ageMode } from '../age-assurance/mode';
import { config, siteOrigin } from '../config';
import {
  cancelLocalVerification,
  completeLocalVerification,
  readLocalVerification,
} from '../handlers/age-local-verification';
import { readAgeStatus, startAgeVerification } from '../handlers/age-verify';
import { HttpError } from '../http/http-error';
import { readQuery } from '../http/query-params';
import { answer404, checkParams, pathParam } from '../http/route-ids';
import { parseBody } from '../http/validation';
import { currentToken, requireMember } from '../middleware/auth';
import { publicCache } from '../middleware/cache';
import { rateLimit } from '../middleware/rate-limit';

/**
 * The local test verification's routes exist only on the emulator: in production they are not
 * mounted, so they answer 404 like any unknown path.
 */
function localVerificationRouter(): Router {
  const router = checkParams(Router(), {
    id: answer404(AGE_MESSAGES.localVerificationNotFound),
  });
  router.get('/local-verification/:id', requireMember, async (req, res) => {
    readQuery(req.query, []);
    res.json(await readLocalVerification(pathParam(req, 'id'), currentToken(res).uid));
  });
  router.post('/local-verification/:id/complete', requireMember, async (req, res) => {
    const body = parseBody(localVerificationBody, req.body);
    const checked = checkDateOfBirth(body, new Date());
    if (!checked.ok) throw new HttpError(400, checked.error, { field: checked.field });
    const { uid } = currentToken(res);
    const { dateOfBirth } = checked.value;
    res.json(await completeLocalVerification(pathParam(req, 'id'), uid, dateOfBirth));
  });
  router.post('/local-verification/:id/cancel', requireMember, async (req, res) => {
    parseBody(emptyBody, req.body);
    res.json(await cancelLocalVerification(pathParam(req, 'id'), currentToken(res).uid));
  });
  return router;
}

export function ageRouter(
  options: { localVerification: boolean } = { localVerification: config.isEmulator },
): Router {
  const router = Router();

  // From the instance's last reading of siteSettings/ageAssurance: no read per call.
  router.get('/mode', publicCache('ageMode'), (req, res) => {
    readQuery(req.query, []);
    res.json({ mode: ageMode() } satisfies AgeModeAnswer);
  });

  router.post('/verify', requireMember, rateLimit('ageCheck'), async (req, res) => {
    parseBody(emptyBody, req.body);
    const answer = await startAgeVerification(currentToken(res).uid, siteOrigin());
    res.json(answer satisfies AgeVerifyAnswer);
  });

  router.get('/status', requireMember, async (req, res) => {
    readQuery(req.query, []);
    const answer = await readAgeStatus(currentToken(res).uid);
    res.json(answer satisfies AgeStatusAnswer);
  });

  if (options.localVerification) router.use(localVerificationRouter());
  return router;
}
