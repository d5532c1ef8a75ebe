// productTrends/{productId}: when a product's trending fields are due to be counted again
// (server-only; domain/src/feed/trending.ts), made due by the roll-up of a change of its likes,
// and the trending refresh's query (single-field index on dueAt, no composite).
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, type ProductTrendDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export type StoredTrend = ProductTrendDoc<Timestamp>;

export function productTrendsCollection() {
  return typed<StoredTrend>(db().collection(COLLECTIONS.productTrends));
}

export function productTrendRef(productId: string) {
  return productTrendsCollection().doc(productId);
}

/** The trends due at `now` (their likes changed, or their oldest like left the window). */
export function dueTrends(now: Timestamp, limit: number) {
  return productTrendsCollection().where('dueAt', '<=', now).orderBy('dueAt').limit(limit);
}

/** Makes the product's trend due at `now`, in `tx`. */
export function makeTrendDue(tx: Transaction, productId: string, now: Timestamp): void {
  tx.set(productTrendRef(productId), { dueAt: now });
}
