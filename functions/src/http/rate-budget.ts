// The named budgets counted: a call past any rule's window is a 429 with Retry-After. The
// rateLimit middleware (middleware/rate-limit.ts) counts a route's call with it; a handler
// whose count depends on its work (a submission counts once it is valid) calls it directly.
import { API_MESSAGES } from '@xmates/domain';
import { config, type RateLimit, type RateLimitName } from '../config';
import { countInWindows, type RateRule } from '../db/rate-limits';
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
