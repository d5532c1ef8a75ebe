// GET /api/products/count: one count() of the feed's query (domain feed/query.ts), whole or
// ending before one product, so the SPA never counts the catalogue itself (the rules cap every
// client list: firestore.rules). Billed one read per 1,000 index entries matched, and one more
// for the product a position is counted from. A member who hides tags or categories asks with
// their token: one read of what they hide and one count() a group of its keys more
// (listing/hidden-count.ts), and the products they hide are left out of the count.
import {
  hasHiddenFilters,
  productFeedShape,
  type FeedCountAnswer,
  type FeedFilter,
} from '@xmates/domain';
import { readHiddenFilters } from '../db/hidden-filters';
import { productRef, productsCollection } from '../db/products';
import { applyShape } from '../db/query';
import { hiddenProductsCount } from '../listing/hidden-count';
import { checkProductId, notFoundProduct } from '../lookups/products';

export async function countFeed(
  filter: FeedFilter,
  before: string | null,
  uid: string | null,
): Promise<FeedCountAnswer> {
  let query = applyShape(productsCollection(), productFeedShape(filter));
  let from = null;
  if (before !== null) {
    checkProductId(before);
    from = await productRef(before).get();
    if (from.data()?.approved !== true) throw notFoundProduct();
    query = query.endBefore(from);
  }
  const hidden = await readHiddenFilters(uid);
  const [all, kept] = await Promise.all([
    query.count().get(),
    hasHiddenFilters(hidden)
      ? hiddenProductsCount(filter, hidden, from)
      : { count: 0, exact: true },
  ]);
  return { total: Math.max(0, all.data().count - kept.count), exact: kept.exact };
}
