// The one mapping from a stored product to what the API answers (ProductView). What the caller
// may see was decided once for the request (middleware/viewer-access.ts, the domain's
// adultAccess): adults-only images only with access.images, the outgoing link (stored apart,
// in watchLinks) only with access.links. In verified mode an adults-only product's images are
// stored apart too (adultImages), read for callers who may see them and passed in here.
import type { AdultAccess, ProductImage, ProductView, ViewerState } from '@xmates/domain';
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

/** What an admin's own answers show (the product an admin just created): everything, in either mode. */
export const ADMIN_ACCESS: AdultAccess = { images: true, links: true };

export interface ViewContext {
  /** What the caller may see of adults-only products (viewerAccess). */
  access: AdultAccess;
  /** The caller's reaction to this product (signed-in callers only). */
  viewer?: ViewerState;
  /** The product's outgoing link from watchLinks, when it was read for this caller. */
  link?: string | null;
  /** The product's images from adultImages, when they are kept there and were read. */
  adultImages?: ProductImage[] | null;
}

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

export function toProductView(id: string, p: StoredProduct, ctx: ViewContext): ProductView {
  const isAdultsOnly = p.isAdultsOnly === true;
  const restricted = isAdultsOnly && !ctx.access.images;
  const imageSet = restricted ? [] : (ctx.adultImages ?? p.images ?? []);
  const link = ctx.access.links ? (ctx.link ?? null) : null;
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
    link,
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
