// GET /api/products: the feed. One query per page (the domain's feed shape: approved,
// optional filterKeys array-contains-any, one sort field) plus one count() aggregation, so
// reads per page stay near the page size whatever the page number. A submitter's list
// (?ownerEmail=) pages their server-only productOwners records instead, then reads those
// products by id: no public product names its submitter.
import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  FEED_MESSAGES,
  ownedProductsShape,
  productFeedShape,
  productMatches,
  viewerState,
  type FeedCursor,
  type FeedFilter,
  type FeedPage,
} from '@xmates/domain';
import { config } from '../config';
import { selectFields, readAll } from '../db/converter';
import {
  productOwnersCollection,
  productsByIds,
  productsCollection,
  watchLinkRef,
  type StoredProduct,
} from '../db/products';
import { applyShape, cursorOf, cursorValues } from '../db/query';
import { reactionRef, reactionsOf } from '../db/reactions';
import { uidForEmail } from '../db/users';
import { HttpError } from '../http/http-error';
import { PRODUCT_VIEW_FIELDS, toProductView } from '../views/product-view';

export interface FeedRequest {
  filter: FeedFilter;
  page: number;
  limit: number;
  after: FeedCursor | null;
  before: FeedCursor | null;
  ownerEmail: string | null;
}

export interface Caller {
  uid: string | null;
  rasAccepted: boolean;
}

/** Who asks for a submitter's list: only that submitter (by their token's e-mail) or an admin. */
export interface ListingCaller extends Caller {
  email: string | null;
  isAdmin: boolean;
}

/**
 * The caller's disliked products that match the filter (their reactions carry the copies),
 * leaving out those moderation removed: they are not in the feed's count either.
 */
async function dislikedMatching(uid: string, filter: FeedFilter): Promise<Set<string>> {
  const disliked = reactionsOf(uid).where('disliked', '==', true);
  const snap = await selectFields(disliked, ['categories', 'tags', 'unlisted']).get();
  const ids = snap.docs
    .filter((d) => {
      const { categories, tags, unlisted } = d.data();
      if (unlisted === true) return false;
      return productMatches({ categories: categories ?? [], tags: tags ?? [] }, filter);
    })
    .map((d) => d.id);
  return new Set(ids);
}

interface Window<T extends DocumentData> {
  docs: QueryDocumentSnapshot<T, T>[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/** A product and its id, however it was read (a query, or getAll by ids). */
export interface ProductItem {
  id: string;
  product: StoredProduct;
}

/**
 * The page's documents. `excluded` (the caller's disliked products) may fall inside the
 * window, so the one query over-fetches by their number and drops them: pages stay full.
 */
async function fetchWindow<T extends DocumentData>(
  query: Query<T, T>,
  field: string,
  req: FeedRequest,
  excluded: Set<string>,
): Promise<Window<T>> {
  const { limit, after, before } = req;
  const extra = excluded.size;
  const keep = (docs: QueryDocumentSnapshot<T, T>[]) => docs.filter((d) => !excluded.has(d.id));

  if (before) {
    const snap = await query
      .endBefore(...cursorValues(field, before))
      .limitToLast(limit + extra + 1)
      .get();
    const all = keep(snap.docs);
    const docs = all.slice(-limit);
    const first = docs[0];
    const last = docs[docs.length - 1];
    return {
      docs,
      prevCursor: all.length > limit && first ? cursorOf(first, field, 'prev') : null,
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
      throw new HttpError(
        400,
        `Page ${req.page} is too deep to open by number (at most ${config.feedMaxOffset} ` +
          'products can be skipped). Follow nextCursor with the after parameter instead.',
      );
    }
    // Without exclusions Firestore skips the offset itself; with them, the skipped part must
    // be seen to know how many excluded products it held.
    if (extra === 0) bounded = query.offset(offset);
    else skip = offset;
  }
  const snap = await bounded.limit(skip + limit + extra + 1).get();
  const all = keep(snap.docs);
  const docs = all.slice(skip, skip + limit);
  const first = docs[0];
  const last = docs[docs.length - 1];
  const hasPrev = after !== null || req.page > 1;
  return {
    docs,
    nextCursor: all.length > skip + limit && last ? cursorOf(last, field, 'next') : null,
    prevCursor: hasPrev && first ? cursorOf(first, field, 'prev') : null,
  };
}

/**
 * The outgoing links of products (one getAll), read only for a signed-in caller who accepted
 * the age gate: nobody else is answered a link.
 */
export async function linksFor(ids: string[], caller: Caller): Promise<(string | null)[]> {
  if (!caller.uid || !caller.rasAccepted || ids.length === 0) return ids.map(() => null);
  const snaps = await readAll(ids.map((id) => watchLinkRef(id)));
  return snaps.map((snap) => snap.data()?.link ?? null);
}

/** Product views for a page, with the caller's own reaction and the links when signed in. */
export async function viewsFor(items: ProductItem[], caller: Caller) {
  const uid = caller.uid;
  const ids = items.map((d) => d.id);
  const [reactions, links] = await Promise.all([
    uid ? readAll(ids.map((id) => reactionRef(uid, id))) : [],
    linksFor(ids, caller),
  ]);
  return items.map((item, i) =>
    toProductView(item.id, item.product, {
      signedIn: uid !== null,
      rasAccepted: caller.rasAccepted,
      link: links[i] ?? null,
      ...(uid ? { viewer: viewerState(reactions[i]?.data()) } : {}),
    }),
  );
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

const items = (docs: QueryDocumentSnapshot<StoredProduct, StoredProduct>[]): ProductItem[] =>
  docs.map((d) => ({ id: d.id, product: d.data() }));

/**
 * The listed products among `ids` (read by id, in that order): a product removed between the
 * productOwners query and this read is left out.
 */
export async function listedProducts(ids: string[]): Promise<ProductItem[]> {
  const snaps = await productsByIds(ids, PRODUCT_VIEW_FIELDS);
  return snaps.flatMap((snap): ProductItem[] => {
    const product: StoredProduct | undefined = snap.data();
    return product?.approved === true ? [{ id: snap.id, product }] : [];
  });
}

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
    fetchWindow(selectFields(base, ['createdAt']), field, req, new Set()),
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
  // Disliked products leave the Home feed only.
  const excluded = caller.uid ? await dislikedMatching(caller.uid, req.filter) : new Set<string>();

  const shape = productFeedShape(req.filter);
  const field = shape.orderBy[0].field;
  const base = applyShape(productsCollection(), shape);
  const [window, counted] = await Promise.all([
    fetchWindow(selectFields(base, PRODUCT_VIEW_FIELDS), field, req, excluded),
    base.count().get(),
  ]);

  const products = await viewsFor(items(window.docs), caller);
  return feedPage(products, Math.max(0, counted.data().count - excluded.size), req, window);
}
