// Typed references to products and members' reactions, and the "approved product or 404" read
// every product action starts with.
import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, PRODUCT_MESSAGES, type ReactionDoc, type WatchLinkDoc } from '@xmates/domain';
import { db } from './firebase';
import { HttpError } from './http-error';
import type { StoredProduct } from './product-view';

/** Product ids are Firestore auto ids or seeded ids; anything else cannot exist. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function productRef(id: string) {
  return db().collection(COLLECTIONS.products).doc(id) as DocumentReference<StoredProduct>;
}

/** watchLinks/{productId}: the product's outgoing link, which only members may read. */
export function watchLinkRef(productId: string) {
  return db().collection(COLLECTIONS.watchLinks).doc(productId) as DocumentReference<WatchLinkDoc>;
}

export function reactionsOf(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.reactions);
}

export function reactionRef(uid: string, productId: string) {
  return reactionsOf(uid).doc(productId) as DocumentReference<Partial<ReactionDoc<Timestamp>>>;
}

export function notFoundProduct(): HttpError {
  return new HttpError(404, PRODUCT_MESSAGES.notFound);
}

/** A malformed id cannot name a product: the same 404 as an unknown one. */
export function checkProductId(id: string): void {
  if (!PRODUCT_ID.test(id)) throw notFoundProduct();
}

/** Reads an approved product; unknown, malformed or unapproved ids are the same 404. */
export async function approvedProduct(id: string): Promise<StoredProduct> {
  checkProductId(id);
  const data = (await productRef(id).get()).data();
  if (!data || data.approved !== true) throw notFoundProduct();
  return data;
}

/**
 * Runs a transaction on a product and its sub-documents. More attempts than the default 5:
 * rating reads the product, so many members rating one product at once retry on contention.
 * A product deleted since it was read (update() answers NOT_FOUND) is a 404, not a 500.
 */
export async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db().runTransaction(work, { maxAttempts: 10 });
  } catch (err) {
    if ((err as { code?: unknown }).code === 5) throw notFoundProduct();
    throw err;
  }
}
