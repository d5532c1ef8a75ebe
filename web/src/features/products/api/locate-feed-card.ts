/**
 * Where Home shows a product (focus={id} links): its page in the current view, or nowhere.
 *
 * Home shows a product when it is approved, matches the view's filter, is not one of the
 * viewer's dislikes and holds no tag or category they hide. Its position is the count of the
 * products ahead of it in the feed's order (GET /api/products/count with before=id, asked signed
 * out: the same answer for everyone, kept by the CDN; with the member's token when they hide
 * names, which it then leaves out), less the viewer's other dislikes among them (count()s over their ids, WINDOW_MAX a
 * query); the page is position / 6 + 1, opened after the cursor of the card just before it, as
 * the Next link would. That card is found by reading back from the product, WINDOW_MAX at most
 * a query (the rules' cap), past the viewer's dislikes. No read walks the pages between, but the
 * viewer's dislikes are read once a session (get-disliked.ts, which the page count needs too).
 */
import {
  LIMITS,
  WINDOW_MAX,
  hidesProduct,
  isDocumentId,
  productMatches,
  viewerHides,
  visibleRun,
  type FeedFilter,
  type HiddenFilters,
  type ReadWindow,
} from '@xmates/domain';
import { loadFirestoreLite, type Lite } from '@/lib/firebase';
import { isPermissionDenied } from '@/lib/firebase-errors';
import { productsCollection, type ProductSnapshot } from '@/lib/firestore-refs';
import { getHiddenFilters } from '@/shared-data/hidden-filters';
import type { PageLink } from '../utils/feed-url';
import { cursorOf, orderedConstraints, sortField } from './feed-query';
import { getDisliked, matchingDisliked } from './get-disliked';
import { countFeed } from './get-feed-count';

export type CardLocation =
  | { kind: 'feed'; link: PageLink; slug: string }
  /** Approved, but the view cannot show it (another filter, or the viewer disliked it). */
  | { kind: 'elsewhere'; slug: string }
  /** Unknown, removed or not yet approved. */
  | { kind: 'missing' };

const PAGE = LIMITS.feedPageSize;

async function readProduct(lite: Lite, id: string): Promise<ProductSnapshot | null> {
  try {
    return await lite.fs.getDoc(lite.fs.doc(productsCollection(lite), id));
  } catch (err) {
    // The rules refuse an unapproved product to non-admins: to them it does not exist.
    if (isPermissionDenied(err)) return null;
    throw err;
  }
}

/** How many of the viewer's disliked products (all matching the filter) come before `snap`. */
async function dislikedAhead(
  lite: Lite,
  filter: FeedFilter,
  snap: ProductSnapshot,
  disliked: readonly string[],
): Promise<number> {
  const { fs } = lite;
  const field = sortField(filter);
  const counts = [];
  // An `in` filter takes at most WINDOW_MAX values.
  for (let i = 0; i < disliked.length; i += WINDOW_MAX) {
    const ids = disliked.slice(i, i + WINDOW_MAX);
    const q = fs.query(
      productsCollection(lite),
      fs.where('approved', '==', true),
      fs.where(fs.documentId(), 'in', ids),
      fs.orderBy(field, 'desc'),
      fs.orderBy(fs.documentId(), 'desc'),
      fs.endBefore(snap),
      fs.limit(ids.length),
    );
    counts.push(fs.getCount(q).then((c) => c.data().count));
  }
  return (await Promise.all(counts)).reduce((sum, n) => sum + n, 0);
}

/**
 * The last `wanted` products before `snap` in the feed's order that the viewer did not dislike
 * or hide (fewer when the feed runs out), in that order: the feed's visibleRun, read backwards.
 * While the counts hold, `wanted + disliked` products at least are needed (`disliked` of them
 * are dislikes), so the first window asks for that; past it (hidden names among them, or the
 * feed changed between the reads) the windows grow as the feed's do.
 */
async function shownBefore(
  lite: Lite,
  filter: FeedFilter,
  snap: ProductSnapshot,
  wanted: number,
  dislikedCount: number,
  viewer: { disliked: ReadonlySet<string>; hidden: HiddenFilters },
): Promise<ProductSnapshot[]> {
  const { fs } = lite;
  const ordered = orderedConstraints(lite, filter);
  const read: ReadWindow<ProductSnapshot> = async (edge, count) =>
    (
      await fs.getDocs(
        fs.query(
          productsCollection(lite),
          ...ordered,
          fs.endBefore(edge ?? snap),
          fs.limitToLast(count),
        ),
      )
    ).docs;
  const hide = viewerHides<ProductSnapshot>(
    (d) => hidesProduct(viewer.hidden, d.data() ?? {}),
    (ids) => Promise.resolve(new Set(ids.filter((id) => viewer.disliked.has(id)))),
  );
  return (await visibleRun(read, hide, wanted, true, wanted + dislikedCount)).docs;
}

export async function locateFeedCard(
  id: string,
  filter: FeedFilter,
  uid: string | null,
): Promise<CardLocation> {
  if (!isDocumentId(id)) return { kind: 'missing' };
  const [lite, dislikes, hidden] = await Promise.all([
    loadFirestoreLite(),
    uid ? getDisliked(uid) : new Map<string, never>(),
    getHiddenFilters(uid),
  ]);
  const disliked = matchingDisliked(dislikes, filter, hidden);
  const snap = await readProduct(lite, id);
  const product = snap?.data();
  if (!snap || !product?.approved) return { kind: 'missing' };
  const slug = product.slug || id;
  if (disliked.has(id) || hidesProduct(hidden, product) || !productMatches(product, filter)) {
    return { kind: 'elsewhere', slug };
  }

  const [total, dislikedCount] = await Promise.all([
    countFeed(filter, hidden, id),
    dislikedAhead(lite, filter, snap, [...disliked]),
  ]);
  const position = total - dislikedCount;
  const page = Math.floor(position / PAGE) + 1;
  if (page === 1) return { kind: 'feed', link: { page: 1 }, slug };

  // The card before this page's first: the (k + 1)th shown card before the product, where k
  // cards of its page precede it. Read back from the product; dislikes are fetched and dropped.
  const before = position % PAGE;
  const shown = await shownBefore(lite, filter, snap, before + 1, dislikedCount, {
    disliked,
    hidden,
  });
  const boundary = shown[shown.length - 1 - before];
  // None when the feed changed between the reads: the product's own page is then the safe bet.
  if (!boundary) return { kind: 'elsewhere', slug };
  const after = cursorOf(boundary, sortField(filter), 'next');
  return { kind: 'feed', link: { page, after }, slug };
}
