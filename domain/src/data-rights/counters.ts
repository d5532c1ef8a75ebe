/**
 * What withdrawing one member's reaction takes from a product: the counters their like,
 * dislike and favorite added, and their rating out of the average and the score. Deleting a
 * member's data applies it in the transaction that deletes the reaction, so counters stay exact.
 */
import type { ReactionDoc } from '../reactions/documents';
import { productDerivedFields } from '../products/derived-fields';

export interface WithdrawnReaction {
  /** Negative or zero increments of the product's counters. */
  counters: { likesCount: number; dislikesCount: number; favoritesCount: number };
  /** The product's rating fields without this vote, or null when the member never rated. */
  rating: { rating: { average: number; count: number; sum: number }; score: number } | null;
}

export function withdrawReaction(
  reaction: Partial<Pick<ReactionDoc, 'liked' | 'disliked' | 'favorite' | 'rating'>>,
  productRating: { sum: number; count: number },
): WithdrawnReaction {
  const counters = {
    likesCount: reaction.liked === true ? -1 : 0,
    dislikesCount: reaction.disliked === true ? -1 : 0,
    favoritesCount: reaction.favorite === true ? -1 : 0,
  };
  if (typeof reaction.rating !== 'number') return { counters, rating: null };
  const count = Math.max(0, productRating.count - 1);
  const sum = count === 0 ? 0 : Math.max(0, productRating.sum - reaction.rating);
  const { rating, score } = productDerivedFields({
    categories: [],
    tags: [],
    ratingSum: sum,
    ratingCount: count,
  });
  return { counters, rating: { rating, score } };
}
