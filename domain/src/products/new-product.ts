/**
 * The one place a product document is assembled: the API's create-product, the seed, the
 * benchmark catalogue and the migration all call newProductDoc, so the derived fields (filter
 * keys, rating, score) are added once, and the index-entry budget test measures exactly what is
 * written. T is the writer's Timestamp type.
 */
import { productDerivedFields } from './derived-fields';
import type { ProductDoc, ProductImage } from './documents';

export interface NewProduct<T> {
  slug: string;
  title: string;
  description: string;
  /** Display names; the first is the primary category. */
  categories: readonly string[];
  tags: readonly string[];
  images: readonly ProductImage[];
  isAdultsOnly: boolean;
  owner: { uid: string; displayName: string } | null;
  counts?: { likes: number; dislikes: number; favorites: number; comments: number };
  ratings?: { count: number; sum: number };
  createdAt: T;
}

export function newProductDoc<T>(p: NewProduct<T>): ProductDoc<T> {
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
    ownerUid: p.owner?.uid ?? null,
    suggestedBy: p.owner ? { id: p.owner.uid, displayName: p.owner.displayName } : null,
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
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  };
}
