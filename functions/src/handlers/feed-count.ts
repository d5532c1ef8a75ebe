// GET /api/products/count: one count() of the feed's query (domain feed/query.ts), whole or
// ending before one product, so the SPA never counts the catalogue itself (the rules cap every
// client list: firestore.rules). Billed one read per 1,000 index entries matched, and one more
// for the product a position is counted from.
import { productFeedShape, type FeedCountAnswer, type FeedFilter } from '@xmates/domain';
import { productRef, productsCollection } from '../db/products';
import { applyShape } from '../db/query';
import { checkProductId, notFoundProduct } from '../lookups/products';

export async function countFeed(
  filter: FeedFilter,
  before: string | null,
): Promise<FeedCountAnswer> {
  let query = applyShape(productsCollection(), productFeedShape(filter));
  if (before !== null) {
    checkProductId(before);
    const snap = await productRef(before).get();
    if (snap.data()?.approved !== true) throw notFoundProduct();
    query = query.endBefore(snap);
  }
  return { total: (await query.count().get()).data().count };
}
