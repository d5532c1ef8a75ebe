// What a member's hidden tags and categories take off a feed's count (domain feed/hidden.ts):
// one count() of the products per group of filter keys, and one of the member's dislikes among
// them (their dislikedKeys hold the same keys), so the count is not lessened twice. The feed's
// pages and GET /api/products/count share them. Nothing is read for a member who hides nothing.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  DISLIKED_KEYS_FIELD,
  hiddenCountKeys,
  productFeedShape,
  type FeedFilter,
  type HiddenFilters,
} from '@xmates/domain';
import { productsCollection } from '../db/products';
import { applyShape } from '../db/query';
import { reactionsOf } from '../db/reactions';

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/**
 * The filter's products that `hidden` keeps out, ending before `before` when given (a focus
 * link's position): billed one read per 1,000 entries matched, per group (one under the limits
 * on Home, a category or a tag).
 */
export async function hiddenProductsCount(
  filter: FeedFilter,
  hidden: HiddenFilters,
  before: DocumentSnapshot | null = null,
): Promise<{ count: number; exact: boolean }> {
  const { groups, exact } = hiddenCountKeys(filter, hidden);
  const shape = productFeedShape(filter);
  const counts = await Promise.all(
    groups.map(async (values) => {
      const query = applyShape(productsCollection(), {
        ...shape,
        anyOf: { field: 'filterKeys', values },
      });
      return (await (before ? query.endBefore(before) : query).count().get()).data().count;
    }),
  );
  return { count: sum(counts), exact };
}

/** The member's dislikes (listed, of the filter) that `hidden` keeps out already. */
export async function hiddenDislikesCount(
  uid: string,
  filter: FeedFilter,
  hidden: HiddenFilters,
): Promise<number> {
  const { groups } = hiddenCountKeys(filter, hidden);
  const counts = await Promise.all(
    groups.map(
      async (values) =>
        (
          await reactionsOf(uid)
            .where(DISLIKED_KEYS_FIELD, 'array-contains-any', values)
            .count()
            .get()
        ).data().count,
    ),
  );
  return sum(counts);
}
