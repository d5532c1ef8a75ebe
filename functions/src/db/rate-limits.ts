// rateLimits/{scope}_{hash}: fixed-window counters kept in Firestore, so every function
// instance shares the counts. Server-only (the rules deny all client access). Documents carry
// expiresAt so a Firestore TTL policy on that field can sweep old windows.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { typed } from './converter';
import { db } from './firebase';

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

function windowRef(rule: RateRule) {
  const digest = createHash('sha256').update(rule.key).digest('hex').slice(0, 40);
  return typed<WindowDoc>(db().collection('rateLimits')).doc(`${rule.scope}_${digest}`);
}

/**
 * Counts one call against every rule, all or nothing, in one transaction. False (and nothing
 * counted) when any rule's window is already full.
 */
export async function countInWindows(rules: RateRule[], now: number): Promise<boolean> {
  const refs = rules.map(windowRef);
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const next = rules.map((rule, i) => {
      const current = snaps[i]?.data();
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
      if (ref) tx.set(ref, { count, windowStart, expiresAt });
    });
    return true;
  });
}
