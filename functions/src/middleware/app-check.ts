// Firebase App Check on the costly public routes: the SPA sends X-Firebase-AppCheck, a token
// App Check issued after reCAPTCHA Enterprise attested the page, and while APP_CHECK_ENFORCE is
// on a call without a valid one is refused before any work. Off by default and always off on
// the emulator (config.ts); how to switch it on: docs/operations.md#app-check.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { logger } from 'firebase-functions/logger';
import { API_MESSAGES } from '@xmates/domain';
import { appCheckEnforced } from '../config';
import { adminApp, errorCode } from '../db/firebase';
import { HttpError } from '../http/http-error';

/** The header the SPA's API client sends the token in (web/src/lib/api-client.ts). */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * App Check's codes for a token that is not acceptable (malformed, forged, for another
 * project, expired). Other failures (no project id, anything unexpected) are server errors.
 * The Admin SDK also reports a failure to fetch App Check's public keys as invalid-argument:
 * such an outage shows as refusals (app_check.refused in the logs), not as 500s.
 */
const REJECTED_TOKEN_CODES = new Set([
  'app-check/invalid-argument',
  'app-check/app-check-token-expired',
]);

export interface AppCheckOptions {
  /** Whether calls without a valid token are refused; APP_CHECK_ENFORCE by default. */
  enforced?: () => boolean;
  /** Verifies a token: resolves when it is valid, rejects otherwise; the Admin SDK by default. */
  verify?: (token: string) => Promise<unknown>;
}

function verifyWithAdminSdk(token: string): Promise<unknown> {
  return getAppCheck(adminApp()).verifyToken(token);
}

function refused(reason: string): HttpError {
  logger.warn('app_check.refused', { reason });
  return new HttpError(401, API_MESSAGES.appCheckFailed, { code: 'app-check-failed' });
}

/**
 * Refuses a call without a valid App Check token with 401 app-check-failed, while enforcement
 * is on; passes every call at once while it is off. Mount it before the work it protects (and
 * before a rate limit, so a refused call costs no budget write): `router.get(path,
 * requireAppCheck(), ...)`.
 */
export function requireAppCheck({
  enforced = appCheckEnforced,
  verify = verifyWithAdminSdk,
}: AppCheckOptions = {}): RequestHandler {
  // Named: the route test (routers/public-reads.test.ts) finds it on every costly public route.
  return async function appChecked(req: Request, _res: Response, next: NextFunction) {
    if (!enforced()) {
      next();
      return;
    }
    const token = req.get(APP_CHECK_HEADER)?.trim();
    if (!token) throw refused('missing');
    try {
      await verify(token);
    } catch (err) {
      const code = errorCode(err);
      if (typeof code === 'string' && REJECTED_TOKEN_CODES.has(code)) throw refused(code);
      throw err;
    }
    next();
  };
}
