// linkChecks/{productId}: the link checker's last check of each listed product's link
// (server-only), and the queries the scheduled checker runs.
import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, LINK_CHECKER_UID, type LinkCheckDoc } from '@xmates/domain';
import { selectFields, typed } from './converter';
import { db } from './firebase';
import { linkReportRef, productsCollection } from './products';

export type StoredLinkCheck = LinkCheckDoc<Timestamp>;

export function linkChecksCollection() {
  return typed<StoredLinkCheck>(db().collection(COLLECTIONS.linkChecks));
}

export function linkCheckRef(productId: string) {
  return linkChecksCollection().doc(productId);
}

/** The link checker's own report on a product (its id can never be a member's uid). */
export function checkerReportRef(productId: string) {
  return linkReportRef(productId, LINK_CHECKER_UID);
}

/**
 * The next links to check: least recently checked first, never-checked ones (lastCheckedAt
 * null sorts first) before all. Single-field index.
 */
export function leastRecentlyChecked(limit: number) {
  return linkChecksCollection().orderBy('lastCheckedAt', 'asc').limit(limit);
}

/** The newest product the checker has met (by its createdAt), or none. Single-field index. */
export function newestKnownCheck() {
  return linkChecksCollection().orderBy('productCreatedAt', 'desc').limit(1);
}

/**
 * Listed products created after (createdAt, id), oldest first, their createdAt only: the
 * index of the feed's newest-first pages read backwards (approved, createdAt, __name__
 * ascending), so no index of its own.
 */
export function listedProductsAfter(
  after: { createdAt: Timestamp; id: string } | null,
  limit: number,
) {
  let query = selectFields(
    productsCollection()
      .where('approved', '==', true)
      .orderBy('createdAt', 'asc')
      .orderBy(FieldPath.documentId(), 'asc'),
    ['createdAt'],
  ).limit(limit);
  if (after) query = query.startAfter(after.createdAt, after.id);
  return query;
}
