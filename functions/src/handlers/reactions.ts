// Card actions: like, dislike, favorite, rate and report-link. A toggle or a rating writes only
// the member's own reaction, in a transaction on it, and then asks for the product's roll-up
// (shared/roll-up.ts), which counts the product's public counters from every member's reaction
// within a few seconds: many members reacting to one product at once never contend on it, and
// the product document takes one write a roll-up window (domain/src/reactions/roll-up.ts). The
// answer's counts are the product's as this request read them, moved by this action. A report
// is rarer (once per member) and flags the product at once, in the same transaction.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  REACTION_MESSAGES,
  applyReaction,
  ratingFields,
  dislikedKeys,
  viewerState,
  type RateAnswer,
  type ReactionAction,
  type ReactionDoc,
  type ReportAnswer,
} from '@xmates/domain';
import { linkReportRef, productRef, type StoredProduct } from '../db/products';
import { reactionRef, reactionTallyQueries, type StoredReaction } from '../db/reactions';
import { HttpError } from '../http/http-error';
import { approvedProduct, inTransaction } from '../lookups/products';
import { requestRollUp } from '../shared/roll-up';

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
    return result;
  });
  if (change.changed) await requestRollUp(productId);
  // The counts as this request read them, moved by this action: the roll-up stores them.
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
  const product = await approvedProduct(productId);
  const rRef = reactionRef(uid, productId);
  await inTransaction(async (tx) => {
    const current = (await tx.get(rRef)).data();
    tx.set(
      rRef,
      storedReaction(productId, product, current, { rating: value, updatedAt: Timestamp.now() }),
    );
  });
  await requestRollUp(productId);
  // The ratings counted now, this vote included (one aggregation): a re-rating replaces the
  // member's vote, which a product not yet rolled up could not show.
  const ratings = (await reactionTallyQueries(productId).ratings.get()).data();
  const { rating } = ratingFields(ratings.count, ratings.sum);
  return { average: rating.average, count: rating.count };
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
