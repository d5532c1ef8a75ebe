// The one mapping from a stored product to what the API answers (ProductView), and the
// age-gate rules it applies: adults-only images need the accepted gate, the outgoing link
// (stored apart, in watchLinks) needs a signed-in caller who accepted it.
import type { ProductView, ViewerState } from '@xmates/domain';
import type { StoredProduct } from '../db/products';

/** The fields a view needs: queries select only these (filterKeys can be thousands long). */
export const PRODUCT_VIEW_FIELDS = [
  'slug',
  'title',
  'description',
  'images',
  'category',
  'categories',
  'tags',
  'isAdultsOnly',
  'approved',
  'createdAt',
  'submitter',
  'likesCount',
  'dislikesCount',
  'favoritesCount',
  'commentsCount',
  'rating',
  'score',
] as const;

export interface ViewContext {
  signedIn: boolean;
  /** The request carried X-RAS-Accepted: true. */
  rasAccepted: boolean;
  /** The caller's reaction to this product (signed-in callers only). */
  viewer?: ViewerState;
  /** The product's outgoing link from watchLinks, when it was read for this caller. */
  link?: string | null;
}

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

export function toProductView(id: string, p: StoredProduct, ctx: ViewContext): ProductView {
  const isAdultsOnly = p.isAdultsOnly === true;
  const restricted = isAdultsOnly && !ctx.rasAccepted;
  const imageSet = restricted ? [] : (p.images ?? []);
  const rating = { average: p.rating?.average ?? 0, count: count(p.rating?.count) };
  const view: ProductView = {
    _id: id,
    id,
    slug: p.slug ?? id,
    title: p.title ?? '',
    description: p.description ?? '',
    images: imageSet.map((image) => image.src),
    imageSet,
    category: p.category ?? p.categories?.[0] ?? '',
    categories: p.categories ?? [],
    tags: p.tags ?? [],
    link: ctx.signedIn && ctx.rasAccepted ? (ctx.link ?? null) : null,
    isAdultsOnly,
    restricted,
    createdAt: p.createdAt?.toDate().toISOString() ?? null,
    suggestedBy: p.submitter
      ? { displayName: p.submitter.displayName, badges: p.submitter.badges }
      : null,
    likesCount: count(p.likesCount),
    dislikesCount: count(p.dislikesCount),
    favoritesCount: count(p.favoritesCount),
    commentsCount: count(p.commentsCount),
    rating,
    averageRating: rating.average,
    ratingsCount: rating.count,
  };
  if (ctx.viewer) view.viewer = ctx.viewer;
  return view;
}
