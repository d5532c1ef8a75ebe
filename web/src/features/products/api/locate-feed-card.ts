/**
 * Where Home shows a product (focus={id} links): its page in the current view, or nowhere.
 *
 * Home shows a product when it is approved, matches the view's filter and is not one of the
 * viewer's dislikes. Its position is one count() of the products ahead of it in the feed's
 * order (the query a page reads, ending before the product), less the viewer's dislikes among
 * them (counted the same way over their ids); the page is position / 6 + 1, opened after the
 * cursor of the card just before it, as the Next link would. No read walks the pages between,
 * but the viewer's dislikes are read once a session (get-disliked.ts): this is the one feed
 * read whose cost follows their number, paid only when a focus link leaves the page shown.
 */
import { LIMITS, isDocumentId, productMatches, type FeedFilter } from '@xmates/domain';
import { loadFirestoreLite, type Lite } from '@/lib/firebase';
import { isPermissionDenied } from '@/lib/firebase-errors';
import { productsCollection, type ProductSnapshot } from '@/lib/firestore-refs';
import type { PageLink } from '../utils/feed-url';
import { cursorOf, orderedConstraints, sortField } from './feed-query';
import { getDisliked, matchingDisliked } from './get-disliked';

export type CardLocation =
  | { kind: 'feed'; link: PageLink; slug: string }
  /** Approved, but the view cannot show it (another filter, or the viewer disliked it). */
  | { kind: 'elsewhere'; slug: string }
  /** Unknown, removed or not yet approved. */
  | { kind: 'missing' };

const PAGE = LIMITS.feedPageSize;
/** The most values one `in` filter takes. */
const IN_MAX = 30;

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
  for (let i = 0; i < disliked.length; i += IN_MAX) {
    const ids = disliked.slice(i, i + IN_MAX);
    const q = fs.query(
      productsCollection(lite),
      fs.where('approved', '==', true),
      fs.where(fs.documentId(), 'in', ids),
      fs.orderBy(field, 'desc'),
      fs.orderBy(fs.documentId(), 'desc'),
      fs.endBefore(snap),
    );
    counts.push(fs.getCount(q).then((c) => c.data().count));
  }
  return (await Promise.all(counts)).reduce((sum, n) => sum + n, 0);
}

export async function locateFeedCard(
  id: string,
  filter: FeedFilter,
  uid: string | null,
): Promise<CardLocation> {
  if (!isDocumentId(id)) return { kind: 'missing' };
  const [lite, dislikes] = await Promise.all([
    loadFirestoreLite(),
    uid ? getDisliked(uid) : new Map<string, never>(),
  ]);
  const disliked = matchingDisliked(dislikes, filter);
  const { fs } = lite;
  const snap = await readProduct(lite, id);
  const product = snap?.data();
  if (!snap || !product?.approved) return { kind: 'missing' };
  const slug = product.slug || id;
  if (disliked.has(id) || !productMatches(product, filter)) return { kind: 'elsewhere', slug };

  const ahead = [...orderedConstraints(lite, filter), fs.endBefore(snap)];
  const [total, hidden] = await Promise.all([
    fs.getCount(fs.query(productsCollection(lite), ...ahead)).then((c) => c.data().count),
    dislikedAhead(lite, filter, snap, [...disliked]),
  ]);
  const position = total - hidden;
  const page = Math.floor(position / PAGE) + 1;
  if (page === 1) return { kind: 'feed', link: { page: 1 }, slug };

  // The card before this page's first: the (k + 1)th shown card before the product, where k
  // cards of its page precede it. Dislikes in that window are fetched and dropped.
  const before = position % PAGE;
  const window = await fs.getDocs(
    fs.query(productsCollection(lite), ...ahead, fs.limitToLast(before + 1 + hidden)),
  );
  const shown = window.docs.filter((d) => !disliked.has(d.id));
  const boundary = shown[shown.length - 1 - before];
  // None when the feed changed between the reads: the product's own page is then the safe bet.
  if (!boundary) return { kind: 'elsewhere', slug };
  const after = cursorOf(lite, boundary, sortField(filter), 'next');
  return { kind: 'feed', link: { page, after }, slug };
}
