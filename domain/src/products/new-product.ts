/**
 * The one place a product document is assembled: the API's create-product, the seed, the
 * benchmark catalogue and the migration all call newProductDoc, so the derived fields (filter
 * keys, rating, score) are added once, and the index-entry budget test measures exactly what is
 * written. T is the writer's Timestamp type.
 */
import { ANONYMOUS_NAME } from '../comments/comments';
import { trendingFields } from '../feed/trending';
import { productSearchTokens } from '../search/search';
import { productDerivedFields } from './derived-fields';
import type { ProductDoc, ProductImage, ProductOwnerDoc, ProductSubmitter } from './documents';

export interface ProductOwner {
  uid: string;
  displayName: string | null;
  badges: readonly string[];
}

/**
 * The card's copy of a submitter: their name and badges, or 'Anonymous' with no badges for a
 * member without a name (badges would single them out).
 */
export function submitterCopy(owner: Omit<ProductOwner, 'uid'>): ProductSubmitter {
  const name = owner.displayName?.trim();
  return name
    ? { displayName: name, badges: [...owner.badges] }
    : { displayName: ANONYMOUS_NAME, badges: [] };
}

export interface NewProduct<T> {
  slug: string;
  title: string;
  description: string;
  /** Display names; the first is the primary category. */
  categories: readonly string[];
  tags: readonly string[];
  images: readonly ProductImage[];
  isAdultsOnly: boolean;
  /** The submitter; a null displayName makes the submission anonymous. */
  owner: ProductOwner | null;
  counts?: { likes: number; dislikes: number; favorites: number; comments: number };
  ratings?: { count: number; sum: number };
  /** Likes of the last 7 days (the seed's; a new product has none). */
  trendingLikes?: number;
  createdAt: T;
}

/** A writer's time: a Date, or either Firestore SDK's Timestamp. */
type StoredTime = Date | { seconds: number };

export function newProductDoc<T extends StoredTime>(p: NewProduct<T>): ProductDoc<T> {
  const counts = p.counts ?? { likes: 0, dislikes: 0, favorites: 0, comments: 0 };
  const ratings = p.ratings ?? { count: 0, sum: 0 };
  return {
    slug: p.slug,
    title: p.title,
    description: p.description,
    categories: [...p.categories],
    tags: [...p.tags],
    images: [...p.images],
    isAdultsOnly: p.isAdultsOnly,
    approved: true,
    status: 'approved',
    submitter: p.owner ? submitterCopy(p.owner) : null,
    likesCount: counts.likes,
    dislikesCount: counts.dislikes,
    favoritesCount: counts.favorites,
    commentsCount: counts.comments,
    ...productDerivedFields({
      categories: p.categories,
      tags: p.tags,
      ratingSum: ratings.sum,
      ratingCount: ratings.count,
    }),
    searchTokens: productSearchTokens(p),
    // With no likes this week, the trending sort lists the newest first.
    ...trendingFields(p.trendingLikes ?? 0, p.createdAt),
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  };
}

/** productOwners/{id} of a new product: its submitter's uid, kept off the public document. */
export function newProductOwnerDoc<T>(p: NewProduct<T>): ProductOwnerDoc<T> | null {
  if (!p.owner) return null;
  return {
    ownerUid: p.owner.uid,
    anonymous: !p.owner.displayName?.trim(),
    approved: true,
    createdAt: p.createdAt,
  };
}
