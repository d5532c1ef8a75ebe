/**
 * One page of the home feed, read straight from Firestore (Lite) under the security rules.
 *
 * Paging is by cursor, six cards a page, one query per page:
 * - page 1: the query with limit(6 + d);
 * - Next:   startAfter(the last card shown) with limit(6 + d), keeping the first six;
 * - Prev:   endBefore(the first card shown) with limitToLast(6 + d), keeping the last six;
 * - Last:   no cursor, limitToLast(r + d), keeping the last r, where r is what the last page
 *           holds (visible total mod 6, or 6). limitToLast runs the query in the reversed
 *           order (sort field asc, id asc) and gives the documents back in the page's order.
 * d is the number of the viewer's disliked products that match the filter: they are fetched
 * and dropped, so a page still shows six. A signed-in member's page then reads its six links
 * (watchLinks, members only) in one more query. The page count is ceil((count() − d) / 6), with the
 * count cached per filter (get-feed-count.ts).
 */
import { LIMITS, type FeedFilter } from '@xmates/domain';
import { loadFirestoreLite } from '@/lib/firebase';
import { productsCollection, type QueryConstraint } from '@/lib/firestore-refs';
import { useAsync } from '@/lib/use-async';
import { cardFromDoc, type CardProduct } from '../types';
import type { FeedTarget } from '../utils/feed-url';
import { pageCount } from '../utils/page-window';
import { cursorOf, cursorValues, orderedConstraints, sortField } from './feed-query';
import { getFeedCount } from './get-feed-count';
import { getWatchLinks } from './get-watch-links';

export interface FeedPageRequest {
  filter: FeedFilter;
  target: FeedTarget;
  /** The viewer's disliked products that match the filter (never shown on Home). */
  disliked: ReadonlySet<string>;
}

/** One page as Home shows it: cards with links, not the API's FeedPage (GET /api/products). */
export interface LoadedFeed {
  products: CardProduct[];
  /** Cursor to the page before (the first card's boundary) and after (the last card's). */
  prevCursor: string | null;
  nextCursor: string | null;
  /** Products the viewer can page through (count() minus their matching dislikes). */
  visibleTotal: number;
  pages: number;
}

const PAGE = LIMITS.feedPageSize;

export async function getFeedPage({
  filter,
  target,
  disliked,
}: FeedPageRequest): Promise<LoadedFeed> {
  const lite = await loadFirestoreLite();
  const { fs } = lite;
  const field = sortField(filter);
  const extra = disliked.size;
  const countPromise = getFeedCount(filter);

  let window: QueryConstraint[];
  let keep: number = PAGE;
  let fromEnd = false;
  if (target.kind === 'after') {
    window = [fs.startAfter(...cursorValues(lite, field, target.cursor)), fs.limit(PAGE + extra)];
  } else if (target.kind === 'before') {
    window = [
      fs.endBefore(...cursorValues(lite, field, target.cursor)),
      fs.limitToLast(PAGE + extra),
    ];
    fromEnd = true;
  } else if (target.kind === 'last') {
    const visible = Math.max(0, (await countPromise) - extra);
    keep = visible % PAGE || PAGE;
    window = [fs.limitToLast(keep + extra)];
    fromEnd = true;
  } else {
    window = [fs.limit(PAGE + extra)];
  }

  const q = fs.query(productsCollection(lite), ...orderedConstraints(lite, filter), ...window);
  const [snap, total] = await Promise.all([fs.getDocs(q), countPromise]);
  const shown = snap.docs.filter((d) => !disliked.has(d.id));
  const page = fromEnd ? shown.slice(-keep) : shown.slice(0, keep);
  const first = page[0];
  const last = page[page.length - 1];
  const visibleTotal = Math.max(0, total - extra);
  const links = await getWatchLinks(page.map((d) => d.id));
  return {
    products: page.map((d) => cardFromDoc(d.id, d.data(), links.get(d.id) ?? null)),
    prevCursor: first ? cursorOf(lite, first, field, 'prev') : null,
    nextCursor: last ? cursorOf(lite, last, field, 'next') : null,
    visibleTotal,
    pages: pageCount(visibleTotal, PAGE),
  };
}

/**
 * The page for a request (memoised by the caller: a new object means a new read). null while
 * the viewer's dislikes are still being read: a page must never flash a disliked product.
 */
export function useFeedPage(request: FeedPageRequest | null) {
  // Spec: a feed request gives up after 10 s (the page then offers to try again).
  return useAsync(request, getFeedPage, LIMITS.feedRequestTimeoutMs);
}
