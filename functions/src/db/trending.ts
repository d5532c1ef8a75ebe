// productTrends/{productId}: a product's likes of the last 7 days in hourly buckets
// (server-only; domain/src/feed/trending.ts), moved by reactions and the erasure of a member,
// and the trending refresh's query (single-field index on dueAt, no composite).
import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, likeBucketChange, type ProductTrendDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export type StoredTrend = ProductTrendDoc<Timestamp>;

export function productTrendsCollection() {
  return typed<StoredTrend>(db().collection(COLLECTIONS.productTrends));
}

export function productTrendRef(productId: string) {
  return productTrendsCollection().doc(productId);
}

/** The trends due at `now` (a like moved them, or their oldest bucket expired), oldest first. */
export function dueTrends(now: Timestamp, limit: number) {
  return productTrendsCollection().where('dueAt', '<=', now).orderBy('dueAt').limit(limit);
}

/**
 * Moves the bucket that a change of the product's likesCount by `likesDelta` moves (nothing
 * when none does), in `tx`, and makes the trend due now. An increment in a merge: the
 * transaction reads neither the trend nor the product, so likes at once do not contend.
 */
export function moveLikeBucket(
  tx: Transaction,
  productId: string,
  likesDelta: number,
  likedAt: Timestamp | null | undefined,
  now: Timestamp,
): void {
  const change = likeBucketChange(likesDelta, likedAt?.toMillis() ?? null, now.toMillis());
  if (!change) return;
  tx.set(
    productTrendRef(productId),
    { likesByHour: { [change.key]: FieldValue.increment(change.delta) }, dueAt: now },
    { merge: true },
  );
}
