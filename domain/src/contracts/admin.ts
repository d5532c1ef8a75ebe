// /api/admin: link verification, product creation and the admin counters.
import type { DuplicateHint } from '../links/canonical-link';
import type { LinkRisk } from '../links/link-risk';
import type { ProductView } from '../products/views';
import type { SubmissionView } from '../submissions/views';

/** The statuses the admin queue lists: waiting for review, and approved waiting for a product. */
export const QUEUE_STATUSES = ['pending', 'approved'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** A queue item: the submission plus what the admin needs to decide (admin spec, section 2). */
export interface PendingLinkView extends SubmissionView {
  /** Pending links carry no images; the admin uploads them when creating the product. */
  images: string[];
  risk: LinkRisk;
  duplicate: DuplicateHint;
  updatedAt: string | null;
}

/** GET /api/admin/pending-links?status=&page=: 20 per page, newest first; `items` = `links`. */
export interface PendingLinksPage {
  links: PendingLinkView[];
  items: PendingLinkView[];
  page: number;
  pages: number;
  total: number;
}

/** POST /api/admin/pending-links/{id}/approve and /reject */
export interface ReviewAnswer {
  message: string;
  submission: SubmissionView;
}

/** POST /api/admin/pending-links/{id}/create-product (201) */
export interface CreateProductAnswer {
  message: string;
  product: ProductView;
}

/** GET /api/admin/link-check?link=: the risk check and the duplicate check of any link. */
export interface LinkCheckAnswer {
  link: string;
  linkKey: string | null;
  risk: LinkRisk;
  duplicate: DuplicateHint;
}

/** GET /api/admin/users/count; `total` repeats `count` as the spec reads either. */
export interface UsersCountAnswer {
  count: number;
  total: number;
}

/** A user as the admin's search lists them. */
export interface UserSearchItem {
  _id: string;
  id: string;
  email: string | null;
  displayName: string | null;
}

/** GET /api/admin/users/search?q=: users whose e-mail or display name starts with q. */
/**
 * GET /api/admin/users/search?q=&page=: 20 users a page, e-mail matches first, then display-name
 * matches; `hasMore` says whether a next page has any (counting a prefix's union exactly would
 * take reading it whole).
 */
export interface UserSearchAnswer {
  users: UserSearchItem[];
  page: number;
  hasMore: boolean;
}

/** POST /api/admin/users/{uid}/message (201): the ADMIN notice is on its way. */
export interface AdminMessageAnswer {
  sent: true;
  id: string;
}
