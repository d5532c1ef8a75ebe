// The named budgets counted: a call past any rule's window, or a visitor's call past its
// budget's ceiling, is a 429 with Retry-After. The rateLimit middleware
// (middleware/rate-limit.ts) counts a route's call with it; a handler whose count depends on
// its work (a submission counts once it is valid) calls it directly.
import { API_MESSAGES } from '@xmates/domain';
import { config, visitorCeilingPerMinute, type RateLimit, type RateLimitName } from '../config';
import { addToMinute } from '../db/ceilings';
import { countInWindows, type RateRule } from '../db/rate-limits';
import { VisitorCeiling } from './ceiling';
import { HttpError } from './http-error';

/**
 * Who calls: the signed-in caller's uid (null for a visitor), whether they are a member (their
 * e-mail verified: an account in its first 24 hours is not yet), and the client address.
 */
export interface Caller {
  uid: string | null;
  member: boolean;
  ip: string;
}

const tooMany = (retryAfterMs: number, message: string = API_MESSAGES.tooManyRequests) =>
  new HttpError(429, message, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/**
 * Windows this instance saw full, until they end: a caller who keeps calling past a refusal is
 * refused again from memory, without the counting's write and reads (a refused call would use
 * up nothing anyway). Bounded: past MAX_REMEMBERED, ended entries go, then the oldest.
 */
const refusedUntil = new Map<string, number>();
const MAX_REMEMBERED = 10_000;
const ruleKey = (rule: RateRule) => `${rule.scope}\n${rule.key}`;

function remember(rule: RateRule, endsAt: number, now: number): void {
  if (refusedUntil.size >= MAX_REMEMBERED) {
    for (const [key, until] of refusedUntil) if (until <= now) refusedUntil.delete(key);
    const oldest = refusedUntil.keys().next();
    if (refusedUntil.size >= MAX_REMEMBERED && !oldest.done) refusedUntil.delete(oldest.value);
  }
  refusedUntil.set(ruleKey(rule), endsAt);
}

/** Counts one call against every rule (all or nothing); 429 when any window is full. */
export async function consumeRateLimits(rules: RateRule[], now = Date.now()): Promise<void> {
  if (rules.length === 0) return;
  const known = Math.max(0, ...rules.map((rule) => (refusedUntil.get(ruleKey(rule)) ?? 0) - now));
  if (known > 0) throw tooMany(known);
  const result = await countInWindows(rules, now);
  if (!result.allowed) {
    for (const { rule, endsAt } of result.full) remember(rule, endsAt, now);
    throw tooMany(result.retryAfterMs);
  }
}

/**
 * The rules of the named budgets for one caller: the caller's window (with a uid) and the
 * address's, but a member on a public read (membersOwnWindow) counts in their own window only.
 */
export function rulesFor(names: readonly RateLimitName[], caller: Caller): RateRule[] {
  return names.flatMap((name) => {
    const limit: RateLimit = config.rateLimits[name];
    const rules: RateRule[] = [];
    if (limit.perUser && caller.uid !== null) {
      rules.push({ scope: `${name}-user`, key: caller.uid, ...limit.perUser });
    }
    if (limit.perIp && !(caller.member && limit.membersOwnWindow)) {
      rules.push({ scope: `${name}-ip`, key: caller.ip, ...limit.perIp, shared: true });
    }
    return rules;
  });
}

const ceilings = new Map<RateLimitName, VisitorCeiling>();

/** The instance's count of a budget's visitors' ceiling; null for a budget without one. */
function ceilingOf(name: RateLimitName): VisitorCeiling | null {
  const limit: RateLimit = config.rateLimits[name];
  const param = limit.visitorCeiling;
  if (!param) return null;
  let ceiling = ceilings.get(name);
  if (!ceiling) {
    const perMinute = () => visitorCeilingPerMinute(param);
    ceiling = new VisitorCeiling({ budget: name, perMinute, store: addToMinute });
    ceilings.set(name, ceiling);
  }
  return ceiling;
}

/**
 * One call counted against the named budgets. A visitor's (or a not yet verified account's) call
 * first meets each budget's
 * ceiling (in memory, so a flood past it costs no Firestore work), then the windows; only a
 * call every window admitted counts toward the ceilings.
 */
export async function consumeBudgets(
  names: readonly RateLimitName[],
  caller: Caller,
  now = Date.now(),
): Promise<void> {
  const capped = caller.member
    ? []
    : names.map(ceilingOf).filter((c): c is VisitorCeiling => c !== null);
  for (const ceiling of capped) {
    const wait = ceiling.check(now);
    if (wait !== null) throw tooMany(wait, API_MESSAGES.siteBusy);
  }
  await consumeRateLimits(rulesFor(names, caller), now);
  await Promise.all(capped.map((ceiling) => ceiling.admit(now)));
}
