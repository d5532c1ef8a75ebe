import { COLLECTIONS } from '../core/collections';
import { byNewest, type ListQueryShape } from '../core/query-shape';

/** The member lists: which reaction flag selects them and which timestamp orders them. */
export const REACTION_LISTS = {
  liked: { flag: 'liked', at: 'likedAt' },
  disliked: { flag: 'disliked', at: 'dislikedAt' },
  favorites: { flag: 'favorite', at: 'favoritedAt' },
} as const;
export type ReactionList = keyof typeof REACTION_LISTS;

export function reactionListShape(list: ReactionList): ListQueryShape {
  const { flag, at } = REACTION_LISTS[list];
  return {
    collection: COLLECTIONS.reactions,
    equals: [{ field: flag, value: true }],
    anyOf: null,
    orderBy: byNewest(at),
  };
}
