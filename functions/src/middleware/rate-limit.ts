// Rate limits as the API answers them: a call past any rule's window, or a visitor's call past
// a budget's ceiling over all visitors, is a 429 with Retry-After. Routes attach them with
// rateLimit(...names) after the auth check, so the member's uid and the client address are
// both known; every attempt counts, refused ones too.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RateLimitName } from '../config';
import { clientIp } from '../http/client-ip';
import { consumeBudgets } from '../http/rate-budget';
import { rateClock } from '../http/rate-clock';
import { optionalMemberToken, optionalToken } from './auth';

/**
 * Middleware: one call counted against the named budgets, for the signed-in caller (after
 * requireUser or optionalUser) and the client address.
 */
export function rateLimit(...names: RateLimitName[]): RequestHandler {
  return rateLimitBy(() => names);
}

/** rateLimit with budgets chosen by the request (a search and a feed page share a route). */
export function rateLimitBy(choose: (req: Request) => RateLimitName[]): RequestHandler {
  // Named: the route test (routers/write-limits.test.ts) finds the limit on every write route by it.
  return async function rateLimited(req: Request, res: Response, next: NextFunction) {
    const uid = optionalToken(res)?.uid ?? null;
    const member = optionalMemberToken(res) !== null;
    await consumeBudgets(choose(req), { uid, member, ip: clientIp(req) }, rateClock(req));
    next();
  };
}

/** Middleware for a whole router: rateLimit for every method but GET, HEAD and OPTIONS. */
export function rateLimitWrites(...names: RateLimitName[]): RequestHandler {
  const limit = rateLimit(...names);
  return function rateLimitedWrites(req, res, next) {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
      next();
      return;
    }
    return limit(req, res, next);
  };
}
