// Fixed-window rate limits kept in Firestore, so every function instance shares the counts.
// rateLimits is server-only (the rules deny all client access). Documents carry expiresAt so
// a Firestore TTL policy on that field can sweep old windows.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { API_MESSAGES, COLLECTIONS } from '@xmates/domain';
import { db } from './firebase';
import { HttpError } from './http-error';

export interface RateRule {
  /** What is limited, e.g. "recycle-email"; part of the document id. */
  scope: string;
  /** Who is limited (an e-mail, an IP). Hashed: no raw e-mail or IP is stored. */
  key: string;
  max: number;
  windowMs: number;
}

interface WindowDoc {
  count: number;
  windowStart: Timestamp;
  expiresAt: Timestamp;
}

export function rateLimitDocId(scope: string, key: string): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 40);
  return `${scope}_${digest}`;
}

/**
 * Counts one call against every rule, all or nothing, in one transaction. Throws 429 (and
 * counts nothing) when any rule's window is already full.
 */
export async function consumeRateLimits(rules: RateRule[], now = Date.now()): Promise<void> {
  const refs = rules.map((rule) =>
    db().collection(COLLECTIONS.rateLimits).doc(rateLimitDocId(rule.scope, rule.key)),
  );
  const allowed = await db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const next = rules.map((rule, i) => {
      const current = snaps[i]?.data() as WindowDoc | undefined;
      const fresh = !current || now - current.windowStart.toMillis() >= rule.windowMs;
      const windowStart = fresh ? Timestamp.fromMillis(now) : current.windowStart;
      return {
        count: fresh ? 1 : current.count + 1,
        windowStart,
        expiresAt: Timestamp.fromMillis(windowStart.toMillis() + rule.windowMs),
        max: rule.max,
      };
    });
    if (next.some((w) => w.count > w.max)) return false;
    next.forEach(({ count, windowStart, expiresAt }, i) => {
      const ref = refs[i];
      if (ref) tx.set(ref, { count, windowStart, expiresAt } satisfies WindowDoc);
    });
    return true;
  });
  if (!allowed) throw new HttpError(429, API_MESSAGES.tooManyRequests);
}
