/**
 * Which badges a member's activity earns. Each catalogue key measures one thing (the criteria
 * type alone cannot tell "100 favorites" from "one submission with 50"); the threshold and the
 * active flag come from the definitions stored in Firestore, so an admin's edit applies to
 * every later award. Keys outside the catalogue are never awarded automatically.
 */
import { PRODUCT } from '../core/constants';
import type { BadgeDefinition } from './badges';

export const BADGE_METRICS = [
  /** Links the member submitted, whatever became of them (rejected ones too). */
  'submissions',
  /** Comments and replies the member posted that are still stored. */
  'comments',
  /** Likes on all of the member's products together. */
  'ownLikes',
  /** Favorites on all of the member's products together. */
  'ownFavorites',
  /** The most likes or favorites one of the member's products has. */
  'bestSingle',
  /** Cents the member paid, all donations together (only once a donation was paid). */
  'paidCents',
] as const;
export type BadgeMetric = (typeof BADGE_METRICS)[number];

const k = (suffix: string) => `${PRODUCT.key}_${suffix}`;

/** The one metric each catalogue badge measures against its threshold. */
export const METRIC_OF_BADGE: Readonly<Record<string, BadgeMetric>> = {
  [k('first_submission')]: 'submissions',
  [k('pioneer')]: 'submissions',
  [k('prolific_creator')]: 'submissions',
  [k('conversationalist')]: 'comments',
  [k('100_likes')]: 'ownLikes',
  [k('100_favorites')]: 'ownFavorites',
  [k('community_favorite')]: 'bestSingle',
  [k('supporter')]: 'paidCents',
  [k('gold_supporter')]: 'paidCents',
  [k('platinum_supporter')]: 'paidCents',
};

/** What one event measured; a metric the event did not measure is absent. */
export type BadgeMeasures = Partial<Record<BadgeMetric, number>> & {
  /** Paid donations: no supporter badge before the first one, whatever the thresholds say. */
  paidCount?: number;
};

/**
 * The keys of the active definitions the measures reach (value ≥ threshold) that the member
 * does not hold yet, in the definitions' order.
 */
export function newlyEarned(
  definitions: readonly BadgeDefinition[],
  measures: BadgeMeasures,
  held: readonly string[],
): string[] {
  const have = new Set(held);
  return definitions
    .filter((d) => {
      if (!d.isActive || have.has(d.key)) return false;
      const metric = METRIC_OF_BADGE[d.key];
      const value = metric === undefined ? undefined : measures[metric];
      if (value === undefined || value < d.criteria.threshold) return false;
      return metric !== 'paidCents' || (measures.paidCount ?? 0) > 0;
    })
    .map((d) => d.key);
}

/**
 * The supporter tiers held that the measures no longer reach (a refund lowered the paid
 * total below a threshold, or left no paid donation), whatever their active flag.
 */
export function noLongerEarned(
  definitions: readonly BadgeDefinition[],
  measures: BadgeMeasures,
  held: readonly string[],
): string[] {
  const have = new Set(held);
  const paid = measures.paidCents ?? 0;
  return definitions
    .filter((d) => have.has(d.key) && METRIC_OF_BADGE[d.key] === 'paidCents')
    .filter((d) => paid < d.criteria.threshold || (measures.paidCount ?? 0) === 0)
    .map((d) => d.key);
}

/** A supporter tier: a badge donations earn, which its holder may keep from public view. */
export const isSupporterBadge = (key: string): boolean => METRIC_OF_BADGE[key] === 'paidCents';

/**
 * A member's held badges split into those profiles/{uid} (and so every card) shows and those
 * kept private (users/{uid}.hiddenBadges): the supporter tiers while the member hides them.
 */
export function placeBadges(
  held: readonly string[],
  hideSupporter: boolean,
): { shown: string[]; hidden: string[] } {
  const hidden = (key: string) => hideSupporter && isSupporterBadge(key);
  return { shown: held.filter((k) => !hidden(k)), hidden: held.filter(hidden) };
}

/** The definitions an event of these metrics could award (the trigger reads no more). */
export function badgesMeasuredBy(metrics: readonly BadgeMetric[]): string[] {
  return Object.entries(METRIC_OF_BADGE)
    .filter(([, metric]) => metrics.includes(metric))
    .map(([key]) => key);
}

/**
 * The conversationalist count: comments and replies by author, across every product (two
 * collection-group counts, each on a single-field collection-group index of `user.id`).
 */
export const COMMENTS_BY_AUTHOR = { groups: ['comments', 'replies'], field: 'user.id' } as const;
