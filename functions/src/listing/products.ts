// Product cards as every product list answers them (the feed, search, a member's own lists):
// the stored products, with the caller's own reaction, the outgoing links and the adults-only
// images kept apart, each read in one batch and only for a caller who may see them.
import { imagesKeptApart, viewerState, type AdultAccess } from '@xmates/domain';
import { readAll } from '../db/converter';
import { adultImagesRef, productsByIds, watchLinkRef, type StoredProduct } from '../db/products';
import { reactionRef } from '../db/reactions';
import { PRODUCT_VIEW_FIELDS, toProductView } from '../views/product-view';

export interface Caller {
  uid: string | null;
  /** What the caller may see of adults-only products (middleware/viewer-access.ts). */
  access: AdultAccess;
}

/** A product and its id, however it was read (a query, or getAll by ids). */
export interface ProductItem {
  id: string;
  product: StoredProduct;
}

/**
 * The outgoing links of products (one getAll), read only for a caller who may see them:
 * nobody else is answered a link.
 */
export async function linksFor(ids: string[], access: AdultAccess): Promise<(string | null)[]> {
  if (!access.links || ids.length === 0) return ids.map(() => null);
  const snaps = await readAll(ids.map((id) => watchLinkRef(id)));
  return snaps.map((snap) => snap.data()?.link ?? null);
}

/**
 * The images of the products whose images are kept in adultImages (verified mode), read in
 * one getAll only for a caller who may see them; undefined for every other product.
 */
export async function adultImagesFor(items: ProductItem[], access: AdultAccess) {
  const apart = access.images ? items.filter((item) => imagesKeptApart(item.product)) : [];
  if (apart.length === 0) return items.map(() => undefined);
  const snaps = await readAll(apart.map((item) => adultImagesRef(item.id)));
  const byId = new Map(apart.map((item, i) => [item.id, snaps[i]?.data()?.images]));
  return items.map((item) => byId.get(item.id));
}

/** Product views for a page, with the caller's own reaction and the links when signed in. */
export async function viewsFor(items: ProductItem[], caller: Caller) {
  const uid = caller.uid;
  const ids = items.map((d) => d.id);
  const [reactions, links, images] = await Promise.all([
    uid ? readAll(ids.map((id) => reactionRef(uid, id))) : [],
    linksFor(ids, caller.access),
    adultImagesFor(items, caller.access),
  ]);
  return items.map((item, i) =>
    toProductView(item.id, item.product, {
      access: caller.access,
      link: links[i] ?? null,
      adultImages: images[i],
      ...(uid ? { viewer: viewerState(reactions[i]?.data()) } : {}),
    }),
  );
}

/**
 * The listed products among `ids` (read by id, in that order): a product removed between the
 * productOwners query and this read is left out.
 */
export async function listedProducts(ids: string[]): Promise<ProductItem[]> {
  const snaps = await productsByIds(ids, PRODUCT_VIEW_FIELDS);
  return snaps.flatMap((snap): ProductItem[] => {
    const product: StoredProduct | undefined = snap.data();
    return product?.approved === true ? [{ id: snap.id, product }] : [];
  });
}
