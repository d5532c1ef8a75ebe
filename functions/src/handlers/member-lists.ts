// A member's own lists, newest first: liked, disliked, favorites (from their reactions) and
// their approved submissions. Each page: one reactions query + one `in` query for products.
import {
  DEFAULT_FEED_FILTER,
  productFeedShape,
  reactionListShape,
  viewerState,
  type FeedCursor,
  type ProductListPage,
  type ReactionList,
} from '@xmates/domain';
import { selectFields } from '../db/converter';
import { productsCollection, productsWithIds } from '../db/products';
import { applyShape, pageAfter } from '../db/query';
import { reactionsOf } from '../db/reactions';
import { PRODUCT_VIEW_FIELDS, toProductView } from '../views/product-view';
import { linksFor, viewsFor, type Caller } from './feed';

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
  rasAccepted: boolean,
): Promise<ProductListPage> {
  const shape = reactionListShape(list);
  const query = applyShape(reactionsOf(uid), shape);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, req.after, req.limit);
  if (docs.length === 0) return { products: [], nextCursor };
  // limit ≤ 24 stays within the 30 values an `in` filter takes.
  const byIds = productsWithIds(docs.map((d) => d.id));
  const snap = await selectFields(byIds, PRODUCT_VIEW_FIELDS).get();
  const byId = new Map(snap.docs.map((d) => [d.id, d.data()]));
  const links = await linksFor(
    docs.map((d) => d.id),
    { uid, rasAccepted },
  );
  const products = docs.flatMap((reaction, i) => {
    const product = byId.get(reaction.id);
    if (!product || product.approved !== true) return [];
    return [
      toProductView(reaction.id, product, {
        signedIn: true,
        rasAccepted,
        link: links[i] ?? null,
        viewer: viewerState(reaction.data()),
      }),
    ];
  });
  return { products, nextCursor };
}

/** GET /api/products/mine: the caller's approved submissions, newest first. */
export async function listMine(
  caller: Caller & { uid: string },
  req: ListRequest,
): Promise<ProductListPage> {
  const shape = productFeedShape(DEFAULT_FEED_FILTER, caller.uid);
  const query = selectFields(applyShape(productsCollection(), shape), PRODUCT_VIEW_FIELDS);
  const { docs, nextCursor } = await pageAfter(query, shape.orderBy[0].field, req.after, req.limit);
  return { products: await viewsFor(docs, caller), nextCursor };
}
