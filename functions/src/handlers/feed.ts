// GET /api/products: the feed. One query per page (the domain's feed shape: approved,
// optional filterKeys array-contains-any, one sort field) plus one count() aggregation, so
// reads per page stay near the page size whatever the page number. A submitter's list
// (?ownerEmail=) pages their server-only productOwners records instead, then reads those
// products by id: no public product names its submitter.
import {
  FieldPath,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import {
  DISLIKED_KEYS_FIELD,
  FEED_MESSAGES,
  dislikedCountKeys,
  hidesProduct,
  ownedProductsShape,
  productFeedShape,
  visibleRun,
  type FeedCursor,
  type FeedFilter,
  type FeedPage,
  type HiddenAmong,
  type HiddenFilters,
  type ReadWindow,
  type VisibleRun,
  viewerHides,
  visibleTotal,
} from '@xmates/domain';
import { config } from '../config';
import { selectFields } from '../db/converter';
import { productOwnersCollection, productsCollection, type StoredProduct } from '../db/products';
import { readHiddenFilters } from '../db/hidden-filters';
import { applyShape, cursorOf, cursorValues } from '../db/query';
import { reactionsOf } from '../db/reactions';
import { uidForEmail } from '../db/users';
import { HttpError } from '../http/http-error';
import { hiddenDislikesCount, hiddenProductsCount } from '../listing/hidden-count';
import { listedProducts, viewsFor, type Caller, type ProductItem } from '../listing/products';
import { PRODUCT_VIEW_FIELDS } from '../views/product-view';

/**
 * What a feed page reads of each product: the view's fields and the sort field the page's
 * cursors carry (trendingScore is the one sort field no view shows).
 */
const FEED_PAGE_FIELDS = [...PRODUCT_VIEW_FIELDS, 'trendingScore'] as const;

export interface FeedRequest {
  filter: FeedFilter;
  page: number;
  limit: number;
  after: FeedCursor | null;
  before: FeedCursor | null;
  ownerEmail: string | null;
}

/** Who asks for a submitter's list: only that submitter (by their token's e-mail) or an admin. */
export interface ListingCaller extends Caller {
  email: string | null;
  isAdmin: boolean;
}

/**
 * Which of `ids` the caller disliked: one query over their own reactions, billed by the
 * dislikes it finds (at least one read), whatever the number of their other dislikes.
 */
function dislikedAmong(uid: string) {
  return async (ids: string[]) => {
    const snap = await reactionsOf(uid)
      .where(FieldPath.documentId(), 'in', ids)
      .where('disliked', '==', true)
      .select()
      .get();
    return new Set(snap.docs.map((d) => d.id));
  };
}

type ProductSnap = QueryDocumentSnapshot<StoredProduct, StoredProduct>;

/** What the member does not see of a window: what their hidden names keep out, then dislikes. */
const memberHides = (uid: string, hidden: HiddenFilters): HiddenAmong<ProductSnap> =>
  viewerHides((d) => hidesProduct(hidden, d.data()), dislikedAmong(uid));

/**
 * What the member pages through of the filter: its count() less what their hidden names keep
 * out and their other dislikes (feed/hidden.ts: one count() a group of keys, one for the dislikes
 * among them).
 */
async function memberTotal(
  uid: string,
  filter: FeedFilter,
  hidden: HiddenFilters,
  all: Promise<number>,
): Promise<number> {
  const [counted, disliked, hiddenProducts, dislikedAndHidden] = await Promise.all([
    all,
    dislikedCount(uid, filter),
    hiddenProductsCount(filter, hidden),
    hiddenDislikesCount(uid, filter, hidden),
  ]);
  return visibleTotal({ all: counted, disliked, hidden: hiddenProducts.count, dislikedAndHidden });
}

/** The caller's dislikes the filter selects: one count() (feed/dislikes.ts), listed only. */
async function dislikedCount(uid: string, filter: FeedFilter): Promise<number> {
  const keys = reactionsOf(uid).where(
    DISLIKED_KEYS_FIELD,
    'array-contains-any',
    dislikedCountKeys(filter),
  );
  return (await keys.count().get()).data().count;
}

interface Window<T extends DocumentData> {
  docs: QueryDocumentSnapshot<T, T>[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * The first `wanted` documents of `query` (its last, `fromEnd`) that `hidden` lets through: the
 * domain's visibleRun, reading windows with this SDK.
 */
function visibleDocs<T extends DocumentData>(
  query: Query<T, T>,
  field: string,
  wanted: number,
  fromEnd: boolean,
  hidden: HiddenAmong<QueryDocumentSnapshot<T, T>> | null,
): Promise<VisibleRun<QueryDocumentSnapshot<T, T>>> {
  const read: ReadWindow<QueryDocumentSnapshot<T, T>> = async (edge, count) => {
    const past = !edge
      ? query
      : fromEnd
        ? query.endBefore(edge.get(field), edge.id)
        : query.startAfter(edge.get(field), edge.id);
    return (await (fromEnd ? past.limitToLast(count) : past.limit(count)).get()).docs;
  };
  return visibleRun(read, hidden, wanted, fromEnd);
}

/**
 * The page's documents: `limit` of them, plus one look-ahead (or look-behind) that says
 * whether a page follows. Without a caller to hide from, a page-number request lets Firestore
 * skip the offset (billed as reads, hence config.feedMaxOffset); with one, the skipped part is
 * read too, to know how many of it the caller hides.
 */
async function fetchWindow<T extends DocumentData>(
  query: Query<T, T>,
  field: string,
  req: FeedRequest,
  hidden: HiddenAmong<QueryDocumentSnapshot<T, T>> | null,
): Promise<Window<T>> {
  const { limit, after, before } = req;

  if (before) {
    const ending = query.endBefore(...cursorValues(field, before));
    const run = await visibleDocs(ending, field, limit + 1, true, hidden);
    const docs = run.docs.slice(-limit);
    const first = docs[0];
    const last = docs[docs.length - 1];
    // A run stopped at its cap goes on before the earliest document it read.
    const earlier = run.stoppedAt ?? (run.docs.length > limit ? first : undefined);
    return {
      docs,
      prevCursor: earlier ? cursorOf(earlier, field, 'prev') : null,
      nextCursor: last ? cursorOf(last, field, 'next') : null,
    };
  }

  let skip = 0;
  let bounded = query;
  if (after) {
    bounded = query.startAfter(...cursorValues(field, after));
  } else {
    const offset = (req.page - 1) * limit;
    if (offset > config.feedMaxOffset) {
      throw new HttpError(400, FEED_MESSAGES.pageTooDeep(config.feedMaxOffset), {
        field: 'page',
      });
    }
    if (hidden) skip = offset;
    else bounded = query.offset(offset);
  }
  const run = await visibleDocs(bounded, field, skip + limit + 1, false, hidden);
  const docs = run.docs.slice(skip, skip + limit);
  const first = docs[0];
  const last = docs[docs.length - 1];
  const hasPrev = after !== null || req.page > 1;
  // A run stopped at its cap goes on after the last document it read.
  const later = run.stoppedAt ?? (run.docs.length > skip + limit ? last : undefined);
  return {
    docs,
    nextCursor: later ? cursorOf(later, field, 'next') : null,
    prevCursor: hasPrev && first ? cursorOf(first, field, 'prev') : null,
  };
}

/**
 * The uid whose products an ownerEmail list shows. An e-mail address must never reveal what
 * its owner submitted: members may ask only for their own address, admins for any, and the
 * refusal does not depend on whether the address exists.
 */
async function ownerUidFor(email: string, caller: ListingCaller): Promise<string | null> {
  if (caller.uid && caller.email && caller.email.toLowerCase() === email.toLowerCase()) {
    return caller.uid;
  }
  if (!caller.isAdmin) throw new HttpError(403, FEED_MESSAGES.ownListOnly);
  return uidForEmail(email);
}

const items = (docs: ProductSnap[]): ProductItem[] =>
  docs.map((d) => ({ id: d.id, product: d.data() }));

/** The answer for one window of products: its cards, the total and the pages it makes. */
function feedPage(
  products: FeedPage['products'],
  total: number,
  req: FeedRequest,
  cursors: Pick<Window<DocumentData>, 'nextCursor' | 'prevCursor'>,
): FeedPage {
  return {
    products,
    total,
    pages: Math.ceil(total / req.limit),
    page: req.page,
    nextCursor: cursors.nextCursor,
    prevCursor: cursors.prevCursor,
  };
}

/**
 * One submitter's listed products, newest first: a page of their productOwners records (the
 * uid lives there, not on the public product), then those products by id.
 */
async function listOwned(ownerUid: string, req: FeedRequest, caller: Caller): Promise<FeedPage> {
  const shape = ownedProductsShape(ownerUid);
  const field = shape.orderBy[0].field;
  const base = applyShape(productOwnersCollection(), shape);
  const [window, counted] = await Promise.all([
    fetchWindow(selectFields(base, ['createdAt']), field, req, null),
    base.count().get(),
  ]);
  const products = await viewsFor(await listedProducts(window.docs.map((d) => d.id)), caller);
  return feedPage(products, counted.data().count, req, window);
}

export async function listFeed(req: FeedRequest, caller: ListingCaller): Promise<FeedPage> {
  if (req.ownerEmail) {
    const ownerUid = await ownerUidFor(req.ownerEmail, caller);
    if (!ownerUid) return feedPage([], 0, req, { nextCursor: null, prevCursor: null });
    return listOwned(ownerUid, req, caller);
  }
  // Disliked products and hidden names leave the Home feed only.
  const uid = caller.uid;
  const hidden = await readHiddenFilters(uid);
  const shape = productFeedShape(req.filter);
  const field = shape.orderBy[0].field;
  const base = applyShape(productsCollection(), shape);
  const all = base
    .count()
    .get()
    .then((c) => c.data().count);
  const [window, total] = await Promise.all([
    fetchWindow(
      selectFields(base, FEED_PAGE_FIELDS),
      field,
      req,
      uid ? memberHides(uid, hidden) : null,
    ),
    uid ? memberTotal(uid, req.filter, hidden, all) : all,
  ]);

  const products = await viewsFor(items(window.docs), caller);
  return feedPage(products, total, req, window);
}
