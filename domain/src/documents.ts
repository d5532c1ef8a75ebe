/**
 * Shapes of the Firestore documents. Timestamps are written by the Admin SDK as Firestore
 * Timestamps; T lets each side use its own Timestamp type.
 */
import type { Role } from './session';

/** users/{uid}: private account data. Only the server writes it. */
export interface UserDoc<T = unknown> {
  uid: string;
  email: string | null;
  emailLower: string | null;
  displayName: string | null;
  displayNameLower: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  providers: string[];
  role: Role;
  isAdmin: boolean;
  createdAt: T;
  updatedAt: T;
  lastLoginAt: T | null;
  loginCount: number;
}

/** profiles/{uid}: what anyone may see of a member (cards show the submitter's badges). */
export interface ProfileDoc<T = unknown> {
  displayName: string | null;
  photoURL: string | null;
  badges: string[];
  createdAt: T;
}

/** One product image: the largest variant as src plus a srcset over the responsive widths. */
export interface ProductImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/**
 * products/{id}: an approved (or removed) product, readable by anyone. No e-mail and no
 * outgoing link are stored here: the link lives in watchLinks/{id}, for members only.
 */
export interface ProductDoc<T = unknown> {
  slug: string;
  title: string;
  description: string;
  category: string;
  categories: string[];
  categoryKeys: string[];
  tags: string[];
  tagKeys: string[];
  images: ProductImage[];
  isAdultsOnly: boolean;
  approved: boolean;
  status: 'approved' | 'removed';
  ownerUid: string | null;
  suggestedBy: { id: string; displayName: string } | null;
  likesCount: number;
  dislikesCount: number;
  favoritesCount: number;
  commentsCount: number;
  rating: { average: number; count: number; sum: number };
  /** topRated sort key: bayesianScore(rating.sum, rating.count). */
  score: number;
  /** The feed's query keys: productFilterKeys(categories, tags). */
  filterKeys: string[];
  createdAt: T;
  updatedAt: T;
}

/**
 * watchLinks/{productId}: the product's outgoing link and its canonical form (canonicalLink).
 * Signed-in members read it; `approved` mirrors the product's, so the rules can keep links of
 * unlisted products from members.
 */
export interface WatchLinkDoc {
  link: string;
  linkKey: string;
  approved: boolean;
}

export type SubmissionStatus = 'pending' | 'approved' | 'completed' | 'rejected';

/** submissions/{id}: a member's submitted link on its way to becoming a product. */
export interface SubmissionDoc<T = unknown> {
  link: string;
  category: string | null;
  suggestedCategory: string | null;
  tags: string[];
  title: string;
  description: string;
  status: SubmissionStatus;
  submittedBy: { uid: string; email: string | null; displayName: string | null };
  createdAt: T;
  updatedAt: T;
}

/** categories/{id} and tags/{id}: id is encodeURIComponent of the lower-cased name. */
export interface CategoryDoc {
  name: string;
  nameLower: string;
  featured: boolean;
}
export interface TagDoc {
  name: string;
  nameLower: string;
}

/** Document id for a category or tag name: stable, case-insensitive, and path-safe. */
export function nameDocId(name: string): string {
  return encodeURIComponent(name.trim().toLowerCase()).replace(/\./g, '%2E');
}
