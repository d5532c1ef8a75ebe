// The viewer's disliked products, read once per session from their own reactions
// (users/{uid}/reactions where disliked == true; each carries copies of the product's
// categories and tags), for the feed's page count (get-feed-page.ts: the products' count less
// the dislikes the filter selects) and for locating a focus={id} card (locate-feed-card.ts):
// its page number counts the dislikes ahead of it. A page's cards do not use them: each window
// checks its own ids (get-feed-page.ts). Read a page of LIMITS.ownListMax at a time (the rules
// cap a list of reactions at that), until a page comes back short.
import {
  LIMITS,
  NO_HIDDEN_FILTERS,
  hidesProduct,
  productMatches,
  type FeedFilter,
  type HiddenFilters,
} from '@xmates/domain';
import { loadFirestoreLite } from '@/lib/firebase';
import { reactionsCollection, type QueryConstraint } from '@/lib/firestore-refs';

export interface DislikedEntry {
  categories: string[];
  tags: string[];
}
export type DislikedMap = ReadonlyMap<string, DislikedEntry>;

const sessions = new Map<string, Promise<Map<string, DislikedEntry>>>();

export function getDisliked(uid: string): Promise<DislikedMap> {
  let entry = sessions.get(uid);
  if (!entry) {
    entry = loadFirestoreLite().then(async (lite) => {
      const { fs } = lite;
      const disliked = fs.query(reactionsCollection(lite, uid), fs.where('disliked', '==', true));
      const map = new Map<string, DislikedEntry>();
      let after: QueryConstraint[] = [];
      for (;;) {
        const { docs } = await fs.getDocs(
          fs.query(disliked, ...after, fs.limit(LIMITS.ownListMax)),
        );
        for (const d of docs) {
          const { categories, tags, unlisted } = d.data();
          // A product moderation removed is not in the feed's count: its dislike is not either.
          if (unlisted) continue;
          map.set(d.id, { categories, tags });
        }
        const last = docs[docs.length - 1];
        if (!last || docs.length < LIMITS.ownListMax) return map;
        after = [fs.startAfter(last)];
      }
    });
    sessions.set(uid, entry);
    entry.catch(() => sessions.delete(uid));
  }
  return entry;
}

/** Keeps the session's copy in step with a dislike (or its undoing) the viewer just made. */
export function rememberDisliked(
  uid: string,
  product: { id: string; categories: string[]; tags: string[] },
  disliked: boolean,
): void {
  void sessions.get(uid)?.then((map) => {
    if (disliked) map.set(product.id, { categories: product.categories, tags: product.tags });
    else map.delete(product.id);
  });
}

/**
 * Ids of the disliked products a filter would select, but for those the viewer's hidden names
 * keep out already (counted apart: get-feed-count.ts).
 */
export function matchingDisliked(
  map: DislikedMap,
  filter: FeedFilter,
  hidden: HiddenFilters = NO_HIDDEN_FILTERS,
): Set<string> {
  const ids = new Set<string>();
  for (const [id, entry] of map) {
    if (productMatches(entry, filter) && !hidesProduct(hidden, entry)) ids.add(id);
  }
  return ids;
}
