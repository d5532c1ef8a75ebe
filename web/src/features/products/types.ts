// One product shape for every card, whether it was read from Firestore (the feed, the
// product page) or answered by the API (the member's lists).
import type { ProductImage, ProductView, ViewerState } from '@xmates/domain';
import type { StoredProduct } from '@/lib/firestore-refs';

export interface CardProduct {
  id: string;
  slug: string;
  title: string;
  description: string;
  images: ProductImage[];
  category: string;
  categories: string[];
  tags: string[];
  /** The outgoing link; the card shows it only to signed-in members past the age gate. */
  link: string | null;
  isAdultsOnly: boolean;
  /** The submitter's name ('Anonymous' when unnamed) and badges: the product's own copy. */
  ownerName: string | null;
  ownerBadges: string[];
  likesCount: number;
  dislikesCount: number;
  favoritesCount: number;
  commentsCount: number;
  rating: { average: number; count: number };
  createdAtMs: number | null;
}

export type CardCounts = Pick<
  CardProduct,
  'likesCount' | 'dislikesCount' | 'favoritesCount' | 'commentsCount' | 'rating'
>;

export type { ViewerState };

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * A card from a product document; `link` comes from watchLinks (members only), or null;
 * `adultImages`, when read (verified mode), stand in for the document's empty images.
 */
export function cardFromDoc(
  id: string,
  p: Partial<StoredProduct>,
  link: string | null,
  adultImages?: ProductImage[],
): CardProduct {
  const owner = p.submitter ?? null;
  return {
    id,
    slug: p.slug || id,
    title: p.title ?? '',
    description: p.description ?? '',
    images: adultImages ?? (Array.isArray(p.images) ? p.images : []),
    category: p.category || p.categories?.[0] || '',
    categories: p.categories ?? [],
    tags: p.tags ?? [],
    link,
    isAdultsOnly: p.isAdultsOnly === true,
    ownerName: owner?.displayName ?? null,
    ownerBadges: strings(owner?.badges),
    likesCount: count(p.likesCount),
    dislikesCount: count(p.dislikesCount),
    favoritesCount: count(p.favoritesCount),
    commentsCount: count(p.commentsCount),
    rating: { average: p.rating?.average ?? 0, count: count(p.rating?.count) },
    createdAtMs: p.createdAt ? p.createdAt.toMillis() : null,
  };
}

export function cardFromView(v: ProductView): CardProduct {
  return {
    id: v.id,
    slug: v.slug || v.id,
    title: v.title,
    description: v.description,
    images: v.imageSet,
    category: v.category,
    categories: v.categories,
    tags: v.tags,
    link: v.link,
    isAdultsOnly: v.isAdultsOnly,
    ownerName: v.suggestedBy?.displayName ?? null,
    ownerBadges: strings(v.suggestedBy?.badges),
    likesCount: v.likesCount,
    dislikesCount: v.dislikesCount,
    favoritesCount: v.favoritesCount,
    commentsCount: v.commentsCount,
    rating: { average: v.rating.average, count: v.rating.count },
    createdAtMs: v.createdAt ? Date.parse(v.createdAt) : null,
  };
}
