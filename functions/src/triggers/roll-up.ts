// The roll-up of a product's reaction counters (the rollUpReactions task-queue function, one
// task per product and ROLL_UP window: domain/src/reactions/roll-up.ts). It counts every
// member's reaction to the product (four aggregations over the reactions' collection group) in
// one transaction with the product, writes the product's likesCount, dislikesCount,
// favoritesCount, rating and score when they changed, makes the trend due when its likes
// changed, and then lets a rise in likes or favourites award the submitter's badges. A retried
// or repeated roll-up counts again and changes nothing more.
import { Timestamp } from 'firebase-admin/firestore';
import { rolledUpCounts, type RolledUpCounts } from '@xmates/domain';
import { runTransaction } from '../db/firebase';
import { productRef } from '../db/products';
import { reactionTallyQueries } from '../db/reactions';
import { makeTrendDue } from '../db/trending';
import { awardForCounts, type AwardReport } from './badges';

export interface RollUpReport {
  productId: string;
  outcome: 'changed' | 'unchanged' | 'no-product';
  counts: RolledUpCounts | null;
  award: AwardReport | null;
}

const same = (a: RolledUpCounts, b: RolledUpCounts) =>
  a.likesCount === b.likesCount &&
  a.dislikesCount === b.dislikesCount &&
  a.favoritesCount === b.favoritesCount &&
  a.rating.count === b.rating.count &&
  a.rating.sum === b.rating.sum &&
  a.score === b.score;

export async function rollUpProduct(productId: string): Promise<RollUpReport> {
  const pRef = productRef(productId);
  const tallies = reactionTallyQueries(productId);
  const result = await runTransaction(async (tx) => {
    const [productSnap, likes, dislikes, favorites, ratings] = await Promise.all([
      tx.get(pRef),
      tx.get(tallies.likes),
      tx.get(tallies.dislikes),
      tx.get(tallies.favorites),
      tx.get(tallies.ratings),
    ]);
    const product = productSnap.data();
    if (!product) return null;
    const counts = rolledUpCounts({
      likes: likes.data().count,
      dislikes: dislikes.data().count,
      favorites: favorites.data().count,
      ratingCount: ratings.data().count,
      ratingSum: ratings.data().sum,
    });
    const before = rolledUpCounts({
      likes: product.likesCount ?? 0,
      dislikes: product.dislikesCount ?? 0,
      favorites: product.favoritesCount ?? 0,
      ratingCount: product.rating?.count ?? 0,
      ratingSum: product.rating?.sum ?? 0,
    });
    const changed = !same(before, counts);
    if (changed) tx.update(pRef, counts);
    if (counts.likesCount !== before.likesCount) makeTrendDue(tx, productId, Timestamp.now());
    return { before, counts, changed };
  });
  if (!result) return { productId, outcome: 'no-product', counts: null, award: null };
  return {
    productId,
    outcome: result.changed ? 'changed' : 'unchanged',
    counts: result.counts,
    award: await awardForCounts(productId, result.before, result.counts),
  };
}
