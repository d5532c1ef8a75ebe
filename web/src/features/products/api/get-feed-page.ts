/**
 * One page of the home feed, read straight from Firestore (Lite) under the security rules.
 *
 * Paging is by cursor, six cards a page:
 * - page 1: the query with limit(6);
 * - Next:   startAfter(the last card shown) with limit(6);
 * - Prev:   endBefore(the first card shown) with limitToLast(6);
 * - Last:   no cursor, limitToLast(r), where r is what the last page holds (visible total
 *           mod 6, or 6). limitToLast runs the query in the reversed order (sort field asc,
 *           id asc) and gives the documents back in the page's order.
 * A signed-in member never sees a product they disliked or one holding a tag or category they
 * hide (shared-data/hidden-filters.ts, read from the product itself): each window's other ids
 * are checked against their own reactions (one `in` query, billed by the dislikes it finds), and when
 * some drop out the next window continues past the last product read (at most WINDOW_MAX a
 * window, the rules' cap), until the page is full. So a page's windows read the products they
 * pass over, not every dislike the member has. The page's six links (watchLinks, members only)
 * follow in one more query, and in verified mode, for an age-verified member, its adults-only
 * images (adultImages) in another. The page count is ceil((the filter's products − the member's
 * dislikes it selects) / 6): the products' count from GET /api/products/count, cached per
 * filter (get-feed-count.ts; asked with the member's token when they hide names, which the count
 * then leaves out), the dislikes from the member's list, read once a session, a page
 * of LIMITS.ownListMax at a time (get-disliked.ts).
 */
import {
  LIMITS,
  NO_HIDDEN_FILTERS,
  visibleRun,
  type FeedFilter,
  type HiddenAmong,
  type ReadWindow,
  type VisibleRun,
} from '@xmates/domain';
import type { AdultReads } from '@/components/age-assurance/use-adult-access';
import { loadFirestoreLite, type Lite } from '@/lib/firebase';
import {
  productsCollection,
  type ProductQuerySnapshot,
  type QueryConstraint,
} from '@/lib/firestore-refs';
import { useAsync } from '@/lib/use-async';
import { cardFromDoc, type CardProduct } from '../types';
import type { FeedTarget } from '../utils/feed-url';
import { pageCount } from '../utils/page-window';
import { cursorOf, cursorValues, orderedConstraints, sortField } from './feed-query';
import { getFeedCount } from './get-feed-count';
import { getAdultImages } from './get-adult-images';
import { getWatchLinks } from './get-watch-links';

export interface FeedPageRequest {
  filter: FeedFilter;
  target: FeedTarget;
  /** The signed-in viewer, whose disliked products Home never shows; null for visitors. */
  uid: string | null;
  /**
   * The version of what the viewer hides (shared-data/hidden-filters.ts): the page reads the list
   * itself; a new version is a new request.
   */
  hiddenVersion: number;
  /** What to read beside the products: their links, adultImages in verified mode (adultReads). */
  reads: AdultReads;
}

/** One page as Home shows it: cards with links, not the API's FeedPage (GET /api/products). */
export interface LoadedFeed {
  products: CardProduct[];
  /** Cursor to the page before (the first card's boundary) and after (the last card's). */
  prevCursor: string | null;
  nextCursor: string | null;
  /** Products the viewer can page through (the filter's count minus their matching dislikes). */
  visibleTotal: number;
  pages: number;
}

const PAGE = LIMITS.feedPageSize;

/**
 * The first `wanted` products from `bound` on (the last, `fromEnd`) that the viewer did not
 * dislike or hide: the domain's visibleRun, reading windows with Firestore Lite.
 */
function visibleProducts(
  lite: Lite,
  request: FeedPageRequest,
  hides: HiddenAmong<ProductQuerySnapshot> | null,
  bound: QueryConstraint | null,
  wanted: number,
  fromEnd: boolean,
): Promise<VisibleRun<ProductQuerySnapshot>> {
  const { fs } = lite;
  const ordered = orderedConstraints(lite, request.filter);
  const read: ReadWindow<ProductQuerySnapshot> = async (edge, count) => {
    const past = edge ? (fromEnd ? fs.endBefore(edge) : fs.startAfter(edge)) : bound;
    const window = [...(past ? [past] : []), fromEnd ? fs.limitToLast(count) : fs.limit(count)];
    return (await fs.getDocs(fs.query(productsCollection(lite), ...ordered, ...window))).docs;
  };
  return visibleRun(read, hides, wanted, fromEnd);
}

export async function getFeedPage(request: FeedPageRequest): Promise<LoadedFeed> {
  const { filter, target, uid } = request;
  const lite = await loadFirestoreLite();
  const { fs } = lite;
  const field = sortField(filter);
  // A member's part loads on demand: a visitor's Home never downloads it.
  const member = uid
    ? await import('./member-feed').then((m) => m.memberFeed(lite, uid, filter))
    : null;
  const totalPromise = Promise.all([
    getFeedCount(filter, member?.hidden ?? NO_HIDDEN_FILTERS),
    member?.dislikedCount ?? 0,
  ]).then(([all, disliked]) => Math.max(0, all - disliked));
  const hides = member?.hides ?? null;

  let run: VisibleRun<ProductQuerySnapshot>;
  if (target.kind === 'after') {
    const bound = fs.startAfter(...cursorValues(lite, field, target.cursor));
    run = await visibleProducts(lite, request, hides, bound, PAGE, false);
  } else if (target.kind === 'before') {
    const bound = fs.endBefore(...cursorValues(lite, field, target.cursor));
    run = await visibleProducts(lite, request, hides, bound, PAGE, true);
  } else if (target.kind === 'last') {
    const keep = (await totalPromise) % PAGE || PAGE;
    run = await visibleProducts(lite, request, hides, null, keep, true);
  } else {
    run = await visibleProducts(lite, request, hides, null, PAGE, false);
  }
  const visibleTotal = await totalPromise;
  const page = run.docs;
  const fromEnd = target.kind === 'before' || target.kind === 'last';
  // A run stopped at its cap (visibleRun) goes on past the last product it read, not shown.
  const first = (fromEnd ? run.stoppedAt : null) ?? page[0];
  const last = (fromEnd ? null : run.stoppedAt) ?? page[page.length - 1];
  const ids = page.map((d) => d.id);
  const [links, images] = await Promise.all([
    getWatchLinks(ids, request.reads.links),
    getAdultImages(
      page.filter((d) => d.data().isAdultsOnly).map((d) => d.id),
      request.reads.images,
    ),
  ]);
  return {
    products: page.map((d) =>
      cardFromDoc(d.id, d.data(), links.get(d.id) ?? null, images.get(d.id)),
    ),
    prevCursor: first ? cursorOf(first, field, 'prev') : null,
    nextCursor: last ? cursorOf(last, field, 'next') : null,
    visibleTotal,
    pages: pageCount(visibleTotal, PAGE),
  };
}

/** The page for a request (memoised by the caller: a new object means a new read). */
export function useFeedPage(request: FeedPageRequest | null) {
  // Spec: a feed request gives up after 10 s (the page then offers to try again).
  return useAsync(request, getFeedPage, LIMITS.feedRequestTimeoutMs);
}
