// How many approved products a filter selects: one count() aggregation (billed as one read
// per 1,000 entries), cached per filter for a few minutes, since sorting and paging do not
// change it and every page of a view needs it for the page numbers.
import type { FeedFilter } from '@xmates/domain';
import { loadFirestoreLite } from '@/lib/firebase';
import { productsCollection } from '@/lib/firestore-refs';
import { filterKey } from '../utils/feed-url';
import { filterConstraints } from './feed-query';

const TTL_MS = 5 * 60_000;
const cache = new Map<string, { at: number; total: Promise<number> }>();

export function getFeedCount(filter: FeedFilter): Promise<number> {
  const key = filterKey(filter);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.total;
  const total = loadFirestoreLite().then(async (lite) => {
    const q = lite.fs.query(productsCollection(lite), ...filterConstraints(lite, filter));
    return (await lite.fs.getCount(q)).data().count;
  });
  cache.set(key, { at: Date.now(), total });
  // A failed count is not remembered: the next view asks again.
  total.catch(() => cache.delete(key));
  return total;
}
