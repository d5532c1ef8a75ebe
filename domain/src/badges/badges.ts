import { PRODUCT } from '../core/constants';

export const BADGE_GROUPS = [
  'support',
  'submission',
  'conversation',
  'popularity',
  'other',
] as const;
export type BadgeGroup = (typeof BADGE_GROUPS)[number];

export type BadgeCriteriaType = 'submission' | 'likes' | 'reviews' | 'custom';

export interface BadgeDefinition {
  key: string;
  name: string;
  description: string;
  icon: string;
  category: BadgeGroup;
  criteria: { type: BadgeCriteriaType; threshold: number };
  isActive: boolean;
}

const k = (suffix: string) => `${PRODUCT.key}_${suffix}`;

/** The default badge catalogue; admins may edit copies of it. */
export const DEFAULT_BADGES: readonly BadgeDefinition[] = [
  {
    key: k('first_submission'),
    name: 'First Submission',
    description: 'Submit a first link',
    icon: '🎬',
    category: 'submission',
    criteria: { type: 'submission', threshold: 1 },
    isActive: true,
  },
  {
    key: k('pioneer'),
    name: 'Pioneer',
    description: 'Submit 10 links',
    icon: '🧭',
    category: 'submission',
    criteria: { type: 'submission', threshold: 10 },
    isActive: true,
  },
  {
    key: k('prolific_creator'),
    name: 'Prolific Creator',
    description: 'Submit 50 or more links',
    icon: '🚀',
    category: 'submission',
    criteria: { type: 'submission', threshold: 50 },
    isActive: true,
  },
  {
    key: k('conversationalist'),
    name: 'Conversationalist',
    description: 'Post 50 or more comments',
    icon: '💬',
    category: 'conversation',
    criteria: { type: 'reviews', threshold: 50 },
    isActive: true,
  },
  {
    key: k('100_likes'),
    name: '100 Likes',
    description: 'Own submissions collectively get 100 likes',
    icon: '👍',
    category: 'popularity',
    criteria: { type: 'likes', threshold: 100 },
    isActive: true,
  },
  {
    key: k('100_favorites'),
    name: '100 Favorites',
    description: 'Own submissions collectively get 100 favorites',
    icon: '⭐',
    category: 'popularity',
    criteria: { type: 'custom', threshold: 100 },
    isActive: true,
  },
  {
    key: k('community_favorite'),
    name: 'Community Favorite',
    description: 'One submission gets 50 likes or 50 favorites',
    icon: '🏆',
    category: 'popularity',
    criteria: { type: 'custom', threshold: 50 },
    isActive: true,
  },
  {
    key: k('supporter'),
    name: 'Supporter',
    description: 'Any donation',
    icon: '💖',
    category: 'support',
    criteria: { type: 'custom', threshold: 0 },
    isActive: true,
  },
  {
    key: k('gold_supporter'),
    name: 'Gold Supporter',
    description: 'Donate $50 or more',
    icon: '🥇',
    category: 'support',
    criteria: { type: 'custom', threshold: 5_000 },
    isActive: true,
  },
  {
    key: k('platinum_supporter'),
    name: 'Platinum Supporter',
    description: 'Donate $200 or more',
    icon: '💎',
    category: 'support',
    criteria: { type: 'custom', threshold: 20_000 },
    isActive: true,
  },
];

export function badgeByKey(key: string): BadgeDefinition | undefined {
  return DEFAULT_BADGES.find((b) => b.key === key);
}
