/**
 * The crowd behind the seeded counts. A product's public counts are rolled up from its
 * reactions (domain reactions/roll-up.ts), so every like, dislike, favourite and rating the demo
 * catalogue shows is a real reaction: crowd members (uids crowd-0001…, no account, profile or
 * user document, so no list of members shows them) hold them, under users/{uid}/reactions as
 * the API stores a member's. A member's first action on a seeded product then moves its counts
 * by exactly one. The benchmark catalogue (catalogue.ts) has no crowd: nothing reacts there.
 */
import { COLLECTIONS, dislikedKeys, type ReactionDoc } from '@xmates/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { ProductInput } from './catalogue';
import type { SeedDoc } from './write';

const DAY = 86_400_000;

export const crowdUid = (i: number) => `crowd-${String(i + 1).padStart(4, '0')}`;

/**
 * When each of the product's likes was given: the likes of the last 7 days, then the rest
 * spread between its listing and 8 days ago (at its listing when it is newer than that).
 */
export function likeTimes(input: ProductInput, nowMs: number): number[] {
  const older = input.counts.likes - input.likedThisWeekMs.length;
  const until = Math.max(input.createdAtMs, nowMs - 8 * DAY);
  const step = (until - input.createdAtMs) / Math.max(1, older);
  return [
    ...input.likedThisWeekMs,
    ...Array.from({ length: older }, (_, i) => Math.round(input.createdAtMs + i * step)),
  ];
}

/** The product's ratings as votes of 1 to 5 that add up to its sum. */
function votes({ count, sum }: ProductInput['ratings']): number[] {
  const base = Math.floor(sum / count);
  return Array.from({ length: count }, (_, i) => base + (i < sum - base * count ? 1 : 0));
}

/** The crowd's reactions to one product, as many as its counts need. */
export function crowdReactions(input: ProductInput, nowMs: number): SeedDoc[] {
  const { likes, dislikes, favorites } = input.counts;
  const liked = likeTimes(input, nowMs);
  const rated = input.ratings.count > 0 ? votes(input.ratings) : [];
  const size = Math.max(likes + dislikes, favorites, rated.length);
  const at = (ms: number | undefined) => (ms === undefined ? null : Timestamp.fromMillis(ms));
  const listed = input.createdAtMs;
  return Array.from({ length: size }, (_, i) => {
    const disliked = i >= likes && i < likes + dislikes;
    const reaction = {
      productId: input.id,
      liked: i < likes,
      likedAt: at(liked[i]),
      disliked,
      dislikedAt: disliked ? at(listed) : null,
      favorite: i < favorites,
      favoritedAt: i < favorites ? at(listed) : null,
      rating: rated[i] ?? null,
      reported: false,
      categories: [...input.categories],
      tags: [...input.tags],
      lastAction: null,
      updatedAt: Timestamp.fromMillis(Math.max(listed, liked[i] ?? listed)),
    };
    const data: ReactionDoc<Timestamp> = { ...reaction, dislikedKeys: dislikedKeys(reaction) };
    return {
      path: `${COLLECTIONS.users}/${crowdUid(i)}/${COLLECTIONS.reactions}/${input.id}`,
      data,
    };
  });
}
