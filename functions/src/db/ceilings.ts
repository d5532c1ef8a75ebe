// ceilings/{budget}_{minute}/shards/{k}: how many visitor calls of one budget every instance
// together admitted in one minute (http/ceiling.ts keeps each instance's share in memory and
// adds it here in batches). Server-only (the rules deny all client access); shards carry
// expiresAt for a TTL policy on the `shards` collection group.
//
// A batch adds to one of SHARDS documents picked at random, so a flood's writes spread over
// them (no document near Firestore's sustained one write a second per document at the instance
// ceiling's sync rate), and the total is one sum() over the minute's shards: billed one read per
// 1,000 index entries, so one read.
import { randomInt } from 'node:crypto';
import { AggregateField, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@xmates/domain';
import { db } from './firebase';

/** Documents one minute of one budget is counted in. */
export const CEILING_SHARDS = 16;

const shardsOf = (budget: string, minute: number) =>
  db().collection(COLLECTIONS.ceilings).doc(`${budget}_${minute}`).collection('shards');

/**
 * Adds `count` admitted calls to a budget's minute (nothing when 0) and answers the minute's
 * total over every instance, this batch included. One write and one read.
 */
export async function addToMinute(
  budget: string,
  minute: number,
  count: number,
  expiresAtMs: number,
): Promise<number> {
  const shards = shardsOf(budget, minute);
  if (count > 0) {
    await shards
      .doc(String(randomInt(CEILING_SHARDS)))
      .set(
        { count: FieldValue.increment(count), expiresAt: Timestamp.fromMillis(expiresAtMs) },
        { merge: true },
      );
  }
  const total = await shards.aggregate({ total: AggregateField.sum('count') }).get();
  return total.data().total;
}
