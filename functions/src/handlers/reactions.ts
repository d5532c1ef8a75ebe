// Card actions: like, dislike, favorite, rate and report-link. Each changes the member's
// reaction and the product's counters in ONE transaction. Toggles never read the product in
// the transaction (counters move with FieldValue.increment), so many members reacting to one
// product at once do not contend; rating must read it, because score is not additive. A like
// or unlike also moves the product's hourly like bucket (productTrends, for the trending sort),
// by an increment too; the scheduled refresh writes the product's trending fields.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  REACTION_MESSAGES,
  applyRating,
  applyReaction,
  dislikedKeys,
  viewerState,
  type RateAnswer,
  type ReactionAction,
  type ReactionDoc,
  type ReportAnswer,
} from '@xmates/domain';
import { linkReportRef, productRef, type StoredProduct } from '../db/products';
import { reactionRef, type StoredReaction } from '../db/reactions';
import { moveLikeBucket } from '../db/trending';
import { HttpError } from '../http/http-error';
import {
  approvedProduct,
  checkProductId,
  inTransaction,
  notFoundProduct,
} from '../lookups/products';

/**
 * The reaction to store: the current one (or a fresh one) with `changes`, the product's
 * categories and tags copied again (so a product's later re-tagging reaches the copies) and
 * the dislikedKeys that follow from them (the feed counts dislikes by those).
 */
function storedReaction(
  productId: string,
  product: StoredProduct,
  current: StoredReaction | undefined,
  changes: Partial<ReactionDoc<Timestamp>> & { updatedAt: Timestamp },
): ReactionDoc<Timestamp> {
  const merged = {
    productId,
    liked: false,
    disliked: false,
    favorite: false,
    rating: null,
    reported: false,
    likedAt: null,
    dislikedAt: null,
    favoritedAt: null,
    lastAction: null,
    ...current,
    ...changes,
    categories: product.categories ?? [],
    tags: product.tags ?? [],
  } satisfies Omit<ReactionDoc<Timestamp>, 'dislikedKeys'>;
  return { ...merged, dislikedKeys: dislikedKeys(merged) };
}

export async function toggleReaction(uid: string, productId: string, action: ReactionAction) {
  const product = await approvedProduct(productId);
  const ref = reactionRef(uid, productId);
  // The click's time, taken once: a transaction retried under contention (two clicks at once)
  // still compares when the clicks came, not when its retry ran.
  const now = Timestamp.now();
  const change = await inTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const last = current?.lastAction
      ? { type: current.lastAction.type, atMs: current.lastAction.at.toMillis() }
      : null;
    const result = applyReaction(viewerState(current), last, action, now.toMillis());
    if (!result.changed) return result;
    const stamp = (key: keyof typeof result.stamps) =>
      key in result.stamps ? (result.stamps[key] ? now : null) : (current?.[key] ?? null);
    tx.set(
      ref,
      storedReaction(productId, product, current, {
        ...result.next,
        likedAt: stamp('likedAt'),
        dislikedAt: stamp('dislikedAt'),
        favoritedAt: stamp('favoritedAt'),
        lastAction: { type: action, at: now },
        updatedAt: now,
      }),
    );
    const increments = Object.fromEntries(
      Object.entries(result.deltas)
        .filter(([, delta]) => delta !== 0)
        .map(([field, delta]) => [field, FieldValue.increment(delta)]),
    );
    tx.update(productRef(productId), increments);
    moveLikeBucket(tx, productId, result.deltas.likesCount, current?.likedAt, now);
    return result;
  });
  // The counts as this request saw them: exact for the stored counters, indicative here.
  const seen = (field: keyof typeof change.deltas) =>
    Math.max(0, (product[field] ?? 0) + change.deltas[field]);
  return {
    ...change.next,
    likesCount: seen('likesCount'),
    dislikesCount: seen('dislikesCount'),
    favoritesCount: seen('favoritesCount'),
  };
}

export async function rateProduct(
  uid: string,
  productId: string,
  value: number,
): Promise<RateAnswer> {
  checkProductId(productId); // the transaction reads the product itself
  const pRef = productRef(productId);
  const rRef = reactionRef(uid, productId);
  return inTransaction(async (tx) => {
    const now = Timestamp.now();
    const [pSnap, rSnap] = await Promise.all([tx.get(pRef), tx.get(rRef)]);
    const product = pSnap.data();
    if (!product || product.approved !== true) throw notFoundProduct();
    const current = rSnap.data();
    const previous = typeof current?.rating === 'number' ? current.rating : null;
    const { rating, score } = applyRating(
      { sum: product.rating?.sum ?? 0, count: product.rating?.count ?? 0 },
      previous,
      value,
    );
    tx.update(pRef, { rating, score });
    tx.set(rRef, storedReaction(productId, product, current, { rating: value, updatedAt: now }));
    return { average: rating.average, count: rating.count };
  });
}

export async function reportLink(
  uid: string,
  productId: string,
  reason: string | null,
): Promise<ReportAnswer> {
  const product = await approvedProduct(productId);
  const pRef = productRef(productId);
  const reportRef = linkReportRef(productId, uid);
  const rRef = reactionRef(uid, productId);
  await inTransaction(async (tx) => {
    const now = Timestamp.now();
    const [reportSnap, rSnap] = await Promise.all([tx.get(reportRef), tx.get(rRef)]);
    if (reportSnap.exists)
      throw new HttpError(400, REACTION_MESSAGES.alreadyReportedProduct, {
        code: 'already-reported',
      });
    tx.create(reportRef, { uid, reason, createdAt: now });
    tx.update(pRef, {
      brokenReportsCount: FieldValue.increment(1),
      flagged: true,
      reportedAt: now,
    });
    tx.set(
      rRef,
      storedReaction(productId, product, rSnap.data(), { reported: true, updatedAt: now }),
    );
  });
  return { reported: true };
}
