/**
 * A product as the API answers it (GET /api/products and the member lists): the stored fields
 * a visitor may see, plus what the SPA needs (imageSet with srcset, restricted, viewer).
 */
import type { ViewerState } from '../reactions/reactions';
import type { ProductImage, ProductSubmitter } from './documents';

export interface ProductView {
  _id: string;
  id: string;
  slug: string;
  title: string;
  description: string;
  /** Image URLs (each image's src); empty while an adults-only product is restricted. */
  images: string[];
  /** The same images with their responsive srcset; empty while restricted. */
  imageSet: ProductImage[];
  category: string;
  categories: string[];
  tags: string[];
  /** The outgoing link: only for a signed-in caller who accepted the age gate, else null. */
  link: string | null;
  isAdultsOnly: boolean;
  /** True when images were withheld because the age gate was not accepted. */
  restricted: boolean;
  createdAt: string | null;
  /** The submitter's name and badges, never their account id ('Anonymous' when unnamed). */
  suggestedBy: ProductSubmitter | null;
  likesCount: number;
  dislikesCount: number;
  favoritesCount: number;
  commentsCount: number;
  rating: { average: number; count: number };
  averageRating: number;
  ratingsCount: number;
  /** The caller's own reaction; present only for signed-in callers. */
  viewer?: ViewerState;
}
