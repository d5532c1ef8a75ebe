// linkChecks/{productId}: the link checker's last check of each listed product's link
// (server-only), the checker's sweep position (meta/linkChecker), and the queries the scheduled
// checker runs. None needs a composite index.
import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LINK_CHECKER_UID,
  type LinkCheckDoc,
  type LinkCheckerStateDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import { selectFields, typed } from './converter';
import { db } from './firebase';
import { linkReportRef } from './products';

export type StoredLinkCheck = LinkCheckDoc<Timestamp>;

export function linkChecksCollection() {
  return typed<StoredLinkCheck>(db().collection(COLLECTIONS.linkChecks));
}

export function linkCheckRef(productId: string) {
  return linkChecksCollection().doc(productId);
}

export function linkCheckerStateRef() {
  return typed<LinkCheckerStateDoc>(db().collection(COLLECTIONS.meta)).doc('linkChecker');
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

/**
 * The next `limit` listed products' links after `afterId` in document-id order (an equality
 * and the document id: the single-field index serves it).
 */
export function listedLinksAfter(afterId: string | null, limit: number) {
  const links = typed<WatchLinkDoc>(db().collection(COLLECTIONS.watchLinks));
  let query = selectFields(links.where('approved', '==', true).orderBy(FieldPath.documentId()), [
    'link',
  ]).limit(limit);
  if (afterId) query = query.startAfter(afterId);
  return query;
}
