// products/{id}, its linkReports/{uid}, and watchLinks/{productId}: the product's outgoing
// link, which only members may read.
import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  type LinkReportDoc,
  type ProductDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

/** Set by members' broken-link reports (linkReports), for the admins' review. */
interface LinkReportFields {
  brokenReportsCount: number;
  flagged: boolean;
}

/** Every field optional: lists read only the fields a view needs, and readers have defaults. */
export type StoredProduct = Partial<ProductDoc<Timestamp> & LinkReportFields>;

export function productsCollection() {
  return typed<StoredProduct>(db().collection(COLLECTIONS.products));
}

export function productRef(id: string) {
  return productsCollection().doc(id);
}

/** The products with these ids, in that order (missing ones too), reading only `fields`. */
export function productsByIds(ids: readonly string[], fields: readonly (keyof StoredProduct)[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db().getAll(...ids.map((id) => productRef(id)), { fieldMask: [...fields] });
}

/** A member's report that the product's link is broken: one per member and product. */
export function linkReportRef(productId: string, uid: string) {
  const reports = productRef(productId).collection(COLLECTIONS.linkReports);
  return typed<LinkReportDoc<Timestamp>>(reports).doc(uid);
}

export function watchLinkRef(productId: string) {
  return typed<WatchLinkDoc>(db().collection(COLLECTIONS.watchLinks)).doc(productId);
}

/** A listed product by its slug (what /products/{slug} shows), or none. */
export async function listedProductBySlug(slug: string) {
  const found = await productsCollection()
    .where('slug', '==', slug)
    .where('approved', '==', true)
    .limit(1)
    .get();
  return found.docs[0] ?? null;
}

/**
 * One page of listed products' slugs and update times, in document-id order (the sitemap
 * reads the catalogue page by page, never in one query).
 */
export function listedProductSlugs(pageSize: number, afterId?: string) {
  let query = productsCollection()
    .where('approved', '==', true)
    .orderBy(FieldPath.documentId())
    .select('slug', 'updatedAt')
    .limit(pageSize);
  if (afterId) query = query.startAfter(afterId);
  return query.get();
}
