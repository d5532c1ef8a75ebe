// products/{id}, its linkReports/{uid}, watchLinks/{productId}: the product's outgoing
// link, which only members may read, and adultImages/{productId}: in verified mode, an
// adults-only product's images, which only age-verified members may read.
import type { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  flaggedProductsShape,
  type AdultImagesDoc,
  type LinkReportDoc,
  type ProductDoc,
  type ProductModerationFields,
  type ProductOwnerDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import { readAll, typed } from './converter';
import { db } from './firebase';
import { applyShape } from './query';

/** Every field optional: lists read only the fields a view needs, and readers have defaults. */
export type StoredProduct = Partial<ProductDoc<Timestamp> & ProductModerationFields<Timestamp>>;

export function productsCollection() {
  return typed<StoredProduct>(db().collection(COLLECTIONS.products));
}

export function productRef(id: string) {
  return productsCollection().doc(id);
}

/** productOwners/{productId}: who submitted the product (server-only). */
export function productOwnersCollection() {
  return typed<ProductOwnerDoc<Timestamp>>(db().collection(COLLECTIONS.productOwners));
}

export function productOwnerRef(productId: string) {
  return productOwnersCollection().doc(productId);
}

/** The submitter's uid of a product, or null (none, or erased). */
export async function ownerOf(productId: string): Promise<string | null> {
  return (await productOwnerRef(productId).get()).data()?.ownerUid ?? null;
}

/** A product and the uid of its submitter (null when none is recorded), read together. */
export async function productWithOwner(
  productId: string,
): Promise<{ product: StoredProduct | undefined; owner: string | null }> {
  const [productSnap, ownerSnap] = await Promise.all([
    productRef(productId).get(),
    productOwnerRef(productId).get(),
  ]);
  return { product: productSnap.data(), owner: ownerSnap.data()?.ownerUid ?? null };
}

/** Every product the member submitted, listed or removed (one equality, single-field index). */
export function productsOwnedBy(uid: string) {
  return productOwnersCollection().where('ownerUid', '==', uid);
}

/** The products with these ids, in that order (missing ones too), reading only `fields`. */
export function productsByIds(ids: readonly string[], fields: readonly (keyof StoredProduct)[]) {
  return readAll(
    ids.map((id) => productRef(id)),
    { fieldMask: [...fields] },
  );
}

/** Members' reports that the product's link is broken: one per member (id = uid). */
export function linkReportsOf(productId: string) {
  const reports = productRef(productId).collection(COLLECTIONS.linkReports);
  return typed<LinkReportDoc<Timestamp>>(reports);
}

export function linkReportRef(productId: string, uid: string) {
  return linkReportsOf(productId).doc(uid);
}

/**
 * Products filed under a category or tag (by its lower-cased key), removed ones included: one
 * array-contains filter, served by the automatic single-field index.
 */
export function productsNaming(field: 'categoryKeys' | 'tagKeys', key: string) {
  return productsCollection().where(field, 'array-contains', key);
}

/** The admins' queue: products with open broken-link reports, most recently reported first. */
export function flaggedProducts() {
  return applyShape(productsCollection(), flaggedProductsShape());
}

export function watchLinkRef(productId: string) {
  return typed<WatchLinkDoc>(db().collection(COLLECTIONS.watchLinks)).doc(productId);
}

/** adultImages/{productId}: the images kept off an adults-only product's public document. */
export function adultImagesRef(productId: string) {
  return typed<AdultImagesDoc>(db().collection(COLLECTIONS.adultImages)).doc(productId);
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
