import { nameKey } from '../core/text';
import { productFilterKeys } from '../feed/filter-keys';

/**
 * topRated score: a Bayesian average that pulls few votes toward a prior of 3 stars with the
 * weight of 5 votes, so one 5-star vote (score 3.33) ranks below forty 4.5-star votes (4.33).
 */
export const RATING_PRIOR = { mean: 3, weight: 5 } as const;
export function bayesianScore(sum: number, count: number): number {
  const score = (RATING_PRIOR.mean * RATING_PRIOR.weight + sum) / (RATING_PRIOR.weight + count);
  return Math.round(score * 10_000) / 10_000;
}

/**
 * The fields of a product derived from its categories, tags and ratings. Whoever writes a
 * product (API, seed) takes them from here, so the feed's keys and scores never drift.
 */
export function productDerivedFields(input: {
  categories: readonly string[];
  tags: readonly string[];
  ratingSum: number;
  ratingCount: number;
}) {
  const { ratingSum: sum, ratingCount: count } = input;
  return {
    category: input.categories[0] ?? '',
    categoryKeys: input.categories.map(nameKey),
    tagKeys: input.tags.map(nameKey),
    filterKeys: productFilterKeys(input.categories, input.tags),
    rating: { average: count > 0 ? Math.round((sum / count) * 100) / 100 : 0, count, sum },
    score: bayesianScore(sum, count),
  };
}
