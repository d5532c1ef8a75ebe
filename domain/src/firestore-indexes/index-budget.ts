/**
 * The products collection's index-entry budget: the largest product the API accepts, and what
 * it and each reaction cost in index entries under a given index configuration, and the
 * entries of a member's dislike of it (its dislikedKeys). The unit test
 * (index-budget.test.ts) holds firestore.indexes.json to the budget; the feed benchmark
 * prints the same figures.
 */
import { DEFAULT_BADGES } from '../badges/badges';
import { COLLECTIONS } from '../core/collections';
import { LIMITS } from '../core/constants';
import type { ProductDoc } from '../products/documents';
import { newProductDoc } from '../products/new-product';
import { dislikedKeys } from '../feed/dislikes';
import { trendingFields } from '../feed/trending';
import type { ReactionAction, ReactionDoc } from '../reactions/documents';
import { applyRating, applyReaction } from '../reactions/reactions';
import { RESPONSIVE_WIDTHS } from '../uploads/uploads';
import { indexEntries, rewrittenEntries, type IndexConfig } from './index-entries';

/** Half of production's hard limit of 40,000 entries per document; a reaction's rewrites. */
export const INDEX_BUDGET = { document: 20_000, reaction: 2_000 } as const;

const text = (length: number, seed: string) => seed.repeat(length).slice(0, length);

/** Distinct words of the longest length search indexes: the most search tokens a text gives. */
const distinctWords = (length: number, seed: string) =>
  Array.from({ length }, (_, i) => `${seed}${i}`.padEnd(LIMITS.searchWordLengthMax, 'x'))
    .join(' ')
    .slice(0, length);

/**
 * Every field at its largest: the most tags and categories, the longest texts (distinct words,
 * so search indexes its most tokens), 12 images.
 */
export function largestProduct(): ProductDoc<Date> {
  const image = {
    src: `https://media.example.com/${text(180, 'i')}.webp`,
    srcset: RESPONSIVE_WIDTHS.map((w) => `https://media.example.com/${w}.webp ${w}w`).join(', '),
    width: 1024,
    height: 768,
  };
  return newProductDoc({
    slug: text(120, 's'),
    title: distinctWords(LIMITS.submitTitleMax, 't'),
    description: distinctWords(LIMITS.submitDescriptionMax, 'd'),
    categories: Array.from({ length: LIMITS.productCategoriesMax }, (_, i) =>
      text(LIMITS.adminNameMax, `c${i}`),
    ),
    tags: Array.from({ length: LIMITS.productTagsMax }, (_, i) =>
      text(LIMITS.submitTagLengthMax, `tag${i}-`),
    ),
    images: Array.from({ length: LIMITS.maxProductImages }, () => image),
    isAdultsOnly: true,
    owner: {
      uid: text(28, 'u'),
      displayName: text(LIMITS.displayNameMax, 'n'),
      badges: DEFAULT_BADGES.map((b) => b.key),
    },
    counts: { likes: 120, dislikes: 7, favorites: 40, comments: 12 },
    ratings: { count: 30, sum: 120 },
    createdAt: new Date('2026-01-01T00:00:00Z'),
  });
}

type Counter = 'likesCount' | 'dislikesCount' | 'favoritesCount';

/** The product after a reaction, with the counters the API moves in its transaction. */
function afterReaction(
  doc: ProductDoc<Date>,
  current: { liked: boolean; disliked: boolean; favorite: boolean },
  action: ReactionAction,
): ProductDoc<Date> {
  const { deltas } = applyReaction(current, null, action, 0);
  const moved: Partial<Record<Counter, number>> = {};
  for (const [field, delta] of Object.entries(deltas) as [Counter, number][]) {
    if (delta !== 0) moved[field] = doc[field] + delta;
  }
  return { ...doc, ...moved };
}

export interface IndexReport {
  filterKeys: number;
  searchTokens: number;
  entries: number;
  /**
   * Index entries each reaction write rewrites on the product, and the trending refresh's
   * write (a like moves no trending field: the scheduled refresh does, at most once an hour).
   */
  writes: { name: string; rewritten: number }[];
  /** The member's own reaction to the largest product, disliked (its dislikedKeys indexed). */
  dislike: { entries: number; rewritten: number };
}

/** A member's reaction to `product` as stored, with its dislikedKeys. */
function reactionTo(product: ProductDoc<Date>, disliked: boolean): ReactionDoc<Date> {
  const at = new Date('2026-01-02T00:00:00Z');
  const reaction = {
    productId: 'p'.repeat(20),
    liked: false,
    disliked,
    favorite: true,
    rating: 5,
    reported: false,
    categories: product.categories,
    tags: product.tags,
    likedAt: null,
    dislikedAt: disliked ? at : null,
    favoritedAt: at,
    lastAction: { type: 'dislike' as const, at },
    updatedAt: at,
  };
  return { ...reaction, dislikedKeys: dislikedKeys(reaction) };
}

/** The largest product's index entries, and what each reaction rewrites, under `config`. */
export function productIndexReport(config: IndexConfig): IndexReport {
  const doc = largestProduct();
  const neutral = { liked: false, disliked: false, favorite: false };
  const writes: [string, ProductDoc<Date>][] = [
    ['like', afterReaction(doc, neutral, 'like')],
    ['dislike', afterReaction(doc, neutral, 'dislike')],
    ['dislike after a like', afterReaction(doc, { ...neutral, liked: true }, 'dislike')],
    ['favorite', afterReaction(doc, neutral, 'favorite')],
    ['rate', { ...doc, ...applyRating(doc.rating, null, 5) }],
    ['re-rate', { ...doc, ...applyRating(doc.rating, 4, 1) }],
    ['trending refresh', { ...doc, ...trendingFields(doc.trendingLikes + 3, doc.createdAt) }],
  ];
  return {
    filterKeys: doc.filterKeys.length,
    searchTokens: doc.searchTokens.length,
    entries: indexEntries(config, COLLECTIONS.products, doc).length,
    writes: writes.map(([name, after]) => ({
      name,
      rewritten: rewrittenEntries(config, COLLECTIONS.products, doc, after),
    })),
    dislike: {
      entries: indexEntries(config, COLLECTIONS.reactions, reactionTo(doc, true)).length,
      rewritten: rewrittenEntries(
        config,
        COLLECTIONS.reactions,
        reactionTo(doc, false),
        reactionTo(doc, true),
      ),
    },
  };
}
