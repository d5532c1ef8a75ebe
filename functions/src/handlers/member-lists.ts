// A member's own lists, newest first: liked, disliked, favorites (from their reactions) and
// their approved submissions. Each page: one reactions query + one `in` query for products.
import {
  ownedProductsShape,
  reactionListShape,
  viewerState,
  type AdultAccess,
  type FeedCursor,
  type MyProductsPage,
  type ProductListPage,
  type ReactionList,
} from '@xmates/domain';
import { selectFields } from '../db/converter';
import { productOwnersCollection, productsByIds } from '../db/products';
import { applyShape, pageAfter } from '../db/query';
import { reactionsOf } from '../db/reactions';
import {
  adultImagesFor,
  linksFor,
  listedProducts,
  viewsFor,
  type Caller,
} from '../listing/products';
import { PRODUCT_VIEW_FIELDS, toProductView } from '../views/product-view';

interface ListRequest {
  limit: number;
  after: FeedCursor | null;
}

/**
 * Products the member liked, disliked or favorited. A product removed since then is left
 * out, so such a page can hold fewer items; the cursor still moves on correctly.
 */
export async function listReacted(
  uid: string,
  list: ReactionList,
  req: ListRequest,
  access: AdultAccess,
): Promise<ProductListPage> {
  const shape = reactionListShape(list);
  const query = applyShape(reactionsOf(uid), shape);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, req.after, req.limit);
  if (docs.length === 0) return { products: [], nextCursor };
  const ids = docs.map((d) => d.id);
  // The adults-only images kept apart follow once the products say which they are.
  const [snaps, links] = await Promise.all([
    productsByIds(ids, PRODUCT_VIEW_FIELDS),
    linksFor(ids, access),
  ]);
  const listed = docs.flatMap((reaction, i) => {
    const product = snaps[i]?.data();
    if (!product || product.approved !== true) return [];
    return [{ id: reaction.id, product, reaction: reaction.data(), link: links[i] ?? null }];
  });
  const images = await adultImagesFor(listed, access);
  const products = listed.map((item, i) =>
    toProductView(item.id, item.product, {
      access,
      link: item.link,
      adultImages: images[i],
      viewer: viewerState(item.reaction),
    }),
  );
  return { products, nextCursor };
}

/**
 * GET /api/products/mine: the caller's approved submissions, newest first, and their number
 * (one count()). Matched by the owner's uid, never by e-mail: a member whose address changed
 * keeps their submissions. The uid is in productOwners/{productId} (server-only): product
 * documents, which anyone may read, hold neither an address nor an account id.
 */
export async function listMine(
  caller: Caller & { uid: string },
  req: ListRequest,
): Promise<MyProductsPage> {
  const shape = ownedProductsShape(caller.uid);
  const base = applyShape(productOwnersCollection(), shape);
  const [{ docs, nextCursor }, counted] = await Promise.all([
    pageAfter(selectFields(base, ['createdAt']), shape.orderBy[0].field, req.after, req.limit),
    base.count().get(),
  ]);
  const products = await viewsFor(await listedProducts(docs.map((d) => d.id)), caller);
  return { products, nextCursor, total: counted.data().count };
}
