// Rate limits as the API answers them: a call past any rule's window is a 429 with
// Retry-After. Routes attach them with rateLimit(...names) after the auth check, so the
// member's uid and the client address are both known; every attempt counts, refused ones too.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_MESSAGES } from '@xmates/domain';
import { config, type RateLimit, type RateLimitName } from '../config';
import { countInWindows, type RateRule } from '../db/rate-limits';
import { optionalToken } from '../middleware/auth';
import { clientIp } from './client-ip';
import { HttpError } from './http-error';

/** Counts one call against every rule (all or nothing); 429 when any window is full. */
export async function consumeRateLimits(rules: RateRule[], now = Date.now()): Promise<void> {
  if (rules.length === 0) return;
  const result = await countInWindows(rules, now);
  if (!result.allowed) {
    throw new HttpError(429, API_MESSAGES.tooManyRequests, {
      retryAfterSeconds: Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
    });
  }
}

/** The rules of the named budgets for one caller (a budget's per-member part needs a uid). */
export function rulesFor(
  names: readonly RateLimitName[],
  caller: { uid: string | null; ip: string },
): RateRule[] {
  return names.flatMap((name) => {
    const limit: RateLimit = config.rateLimits[name];
    const rules: RateRule[] = [];
    if (limit.perUser && caller.uid) {
      rules.push({ scope: `${name}-user`, key: caller.uid, ...limit.perUser });
    }
    if (limit.perIp) {
      rules.push({ scope: `${name}-ip`, key: caller.ip, ...limit.perIp, shared: true });
    }
    return rules;
  });
}

/**
 * Middleware: one call counted against the named budgets, for the signed-in caller (after
 * requireUser or optionalUser) and the client address.
 */
export function rateLimit(...names: RateLimitName[]): RequestHandler {
  // Named: the route test (api/write-limits.test.ts) finds the limit on every write route by it.
  return async function rateLimited(req: Request, res: Response, next: NextFunction) {
    const uid = optionalToken(res)?.uid ?? null;
    await consumeRateLimits(rulesFor(names, { uid, ip: clientIp(req) }));
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
