// The "approved product or 404" every product action starts with, and the transaction that
// product actions run in.
import type { Transaction } from 'firebase-admin/firestore';
import { PRODUCT_MESSAGES, isDocumentId } from '@xmates/domain';
import { isNotFound, runTransaction } from '../db/firebase';
import { productRef, type StoredProduct } from '../db/products';
import { HttpError } from '../http/http-error';

export function notFoundProduct(): HttpError {
  return new HttpError(404, PRODUCT_MESSAGES.notFound);
}

/** A malformed id cannot name a product: the same 404 as an unknown one. */
export function checkProductId(id: string): void {
  if (!isDocumentId(id)) throw notFoundProduct();
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
export async function inTransaction<T>(work: (tx: Transaction) => T | Promise<T>): Promise<T> {
  try {
    return await runTransaction(work, { maxAttempts: 10 });
  } catch (err) {
    if (isNotFound(err)) throw notFoundProduct();
    throw err;
  }
}
