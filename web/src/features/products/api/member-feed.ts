// What a signed-in member's Home page adds to a visitor's (get-feed-page.ts), loaded on demand so
// that a visitor's Home never downloads it: what they hide (shared-data/hidden-filters.ts), which
// products of a window they disliked, and how many of the filter's products their dislikes take
// off the count.
import {
  hidesProduct,
  viewerHides,
  type FeedFilter,
  type HiddenAmong,
  type HiddenFilters,
} from '@xmates/domain';
import type { Lite } from '@/lib/firebase';
import { reactionsCollection, type ProductQuerySnapshot } from '@/lib/firestore-refs';
import { getHiddenFilters } from '@/shared-data/hidden-filters';
import { getDisliked, matchingDisliked } from './get-disliked';

/** Which of `ids` the viewer disliked (their own reactions; the rules let only them read). */
async function dislikedAmong(lite: Lite, uid: string, ids: string[]): Promise<Set<string>> {
  const { fs } = lite;
  const q = fs.query(
    reactionsCollection(lite, uid),
    fs.where(fs.documentId(), 'in', ids),
    fs.where('disliked', '==', true),
    fs.limit(ids.length),
  );
  return new Set((await fs.getDocs(q)).docs.map((d) => d.id));
}

/**
 * How many of the viewer's disliked products the filter selects (their session's list), less
 * those their hidden names keep out: the count the API answers them has left those out already.
 */
async function dislikedCount(
  uid: string,
  filter: FeedFilter,
  hidden: HiddenFilters,
): Promise<number> {
  return matchingDisliked(await getDisliked(uid), filter, hidden).size;
}

export interface MemberFeed {
  hidden: HiddenFilters;
  /** What the member does not see of a window: their hidden names' products, then dislikes. */
  hides: HiddenAmong<ProductQuerySnapshot>;
  /** Their dislikes the filter selects that no hidden name keeps out already. */
  dislikedCount: Promise<number>;
}

export async function memberFeed(lite: Lite, uid: string, filter: FeedFilter): Promise<MemberFeed> {
  const hidden = await getHiddenFilters(uid);
  return {
    hidden,
    hides: viewerHides<ProductQuerySnapshot>(
      (d) => hidesProduct(hidden, d.data()),
      (ids) => dislikedAmong(lite, uid, ids),
    ),
    dislikedCount: dislikedCount(uid, filter, hidden),
  };
}
