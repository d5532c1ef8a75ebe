// rateLimits/{scope}_{hash} (when the key's windows start) and rateLimits/{scope}_{hash}_{n}
// (the count of its n-th window; _{n}_{shard} for a shared window): fixed-window counters kept in Firestore, so every function
// instance shares the counts. Server-only (the rules deny all client access). Documents carry
// expiresAt so a Firestore TTL policy on that field can sweep old windows.
//
// Counting takes no transaction: a window may be hot (every member behind one address shares
// its address window), and transactions queuing on one document time out under a burst
// ("Transaction lock timeout"). Increments do not conflict: a call adds one to each of its
// windows in one batch, reads them back, and takes its one back from all of them when any is
// over the limit. A member's windows follow each other from their first call, so a first
// burst falls in one window; an address's are aligned and sharded (see RateRule.shared).
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { typed, readAll } from './converter';
import { db, isAlreadyExists } from './firebase';

export interface RateRule {
  /** What is limited, e.g. "recycle-email"; part of the document id. */
  scope: string;
  /** Who is limited (an e-mail, an IP). Hashed: no raw e-mail or IP is stored. */
  key: string;
  max: number;
  windowMs: number;
  /**
   * A window many callers share (an address's): aligned on multiples of windowMs and counted
   * in SHARDS documents, so a burst from one address does not queue on one document.
   */
  shared?: boolean;
}

interface AnchorDoc {
  startMs: number;
  expiresAt: Timestamp;
}

interface WindowDoc {
  count: number;
  expiresAt: Timestamp;
}

/** How long a key's window start is kept after its first call (then it starts afresh). */
const ANCHOR_TTL_MS = 30 * 24 * 3_600_000;
/** Documents a shared window is counted in: a call adds to one, and reads them all. */
const SHARDS = 4;

const collection = <T extends AnchorDoc | WindowDoc>() => typed<T>(db().collection('rateLimits'));
const idOf = (rule: RateRule) =>
  `${rule.scope}_${createHash('sha256').update(rule.key).digest('hex').slice(0, 40)}`;

/**
 * When the key's first window started: read, or this call's time for a new key. Shared
 * windows start at 0 (aligned), so a burst of new callers does not race to create one anchor.
 */
async function windowsStart(rules: RateRule[], now: number): Promise<number[]> {
  const own = rules.filter((rule) => !rule.shared);
  const refs = own.map((rule) => collection<AnchorDoc>().doc(idOf(rule)));
  const snaps = await readAll(refs);
  const starts = await Promise.all(
    refs.map(async (ref, i) => {
      const known = snaps[i]?.data()?.startMs;
      if (known !== undefined) return known;
      try {
        await ref.create({ startMs: now, expiresAt: Timestamp.fromMillis(now + ANCHOR_TTL_MS) });
        return now;
      } catch (err) {
        if (!isAlreadyExists(err)) throw err;
        return (await ref.get()).data()?.startMs ?? now;
      }
    }),
  );
  return rules.map((rule) => (rule.shared ? 0 : (starts[own.indexOf(rule)] ?? now)));
}

/**
 * The outcome of counting one call: allowed, or refused until the fullest window frees, with
 * the rules whose windows were full and when each ends.
 */
export type WindowCount =
  | { allowed: true }
  | { allowed: false; retryAfterMs: number; full: { rule: RateRule; endsAt: number }[] };

/**
 * Counts one call against every rule. Refused when any rule's window holds more than its max
 * with this call; a refused call is taken back from every window, so it uses up nothing.
 * retryAfterMs is how long until every full window has ended.
 */
export async function countInWindows(rules: RateRule[], now: number): Promise<WindowCount> {
  const starts = await windowsStart(rules, now);
  const windows = rules.map((rule, i) => {
    const start = starts[i] ?? now;
    const n = Math.floor((now - start) / rule.windowMs);
    const id = `${idOf(rule)}_${n}`;
    const shards = rule.shared
      ? Array.from({ length: SHARDS }, (_, k) => collection<WindowDoc>().doc(`${id}_${k}`))
      : [collection<WindowDoc>().doc(id)];
    const mine = shards[Math.floor(Math.random() * shards.length)] ?? shards[0];
    return { rule, shards, mine, max: rule.max, endsAt: start + (n + 1) * rule.windowMs };
  });
  const add = (delta: number) => {
    const batch = db().batch();
    for (const { mine, endsAt } of windows) {
      if (!mine) continue;
      batch.set(
        mine,
        { count: FieldValue.increment(delta), expiresAt: Timestamp.fromMillis(endsAt) },
        { merge: true },
      );
    }
    return batch.commit();
  };
  await add(1);
  const snaps = await readAll(windows.flatMap((w) => w.shards));
  let next = 0;
  const full = windows.filter((w) => {
    const counts = snaps.slice(next, (next += w.shards.length));
    return counts.reduce((sum, snap) => sum + (snap.data()?.count ?? 0), 0) > w.max;
  });
  if (full.length === 0) return { allowed: true };
  await add(-1);
  return {
    allowed: false,
    retryAfterMs: Math.max(...full.map((w) => w.endsAt - now)),
    full: full.map(({ rule, endsAt }) => ({ rule, endsAt })),
  };
}
