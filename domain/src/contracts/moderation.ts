// /api/admin moderation: broken-link reports, reported comments and replies, the catalogue's
// names, and the moderation log.
import type { CategoryView, TagView } from './catalogue';
import type { ModeratedKind } from '../moderation/reported-items';
import type { ModerationAction, ModerationTarget } from '../moderation/log';
import type { PublicLogDone, PublicLogKind, PublicLogReason } from '../moderation/public-log';
import type { LinkHealthState, LinkVerdict } from '../link-health/health';

/** One member's report, as the queues show it (the newest few per item). */
export interface ReporterView {
  uid: string;
  displayName: string;
  /** The member's optional reason (broken-link reports only). */
  reason: string | null;
  reportedAt: string | null;
}

/** A product with open broken-link reports. */
export interface FlaggedProductView {
  _id: string;
  id: string;
  slug: string;
  title: string;
  category: string;
  /** The first image's URL, for a thumbnail. */
  image: string | null;
  /** The outgoing link the reports are about. */
  link: string | null;
  createdAt: string | null;
  reportsCount: number;
  reportedAt: string | null;
  reporters: ReporterView[];
  /** The link checker's last check of the link, or null when it has not checked it yet. */
  lastCheck: LinkCheckView | null;
}

/** One check of a product's outgoing link by the link checker. */
export interface LinkCheckView {
  verdict: LinkVerdict;
  /** The final HTTP status, or null when no answer came (timeout, refused, unknown host). */
  status: number | null;
  reason: string;
  checkedAt: string;
  /** The first dead verdict of the current dead streak, or null. */
  deadSince: string | null;
}

/**
 * POST /api/admin/{id}/check-link: the product's link checked now (and recorded, as the
 * scheduled checker would; a second dead verdict 24 hours after the first files its report).
 */
export interface LinkCheckNowAnswer {
  message: string;
  check: LinkCheckView;
  /** This check filed the link checker's broken-link report. */
  reported: boolean;
}

/** One link of the Link health list: its product, the link and the checker's last check. */
export interface LinkHealthView {
  productId: string;
  /** The product's title and slug; null when it is gone or no longer listed (its record goes
   * at the link's next check). */
  product: { title: string; slug: string } | null;
  /** The link the last check read (or will read). */
  link: string;
  state: LinkHealthState;
  /** The last check, or null while the link was never checked. */
  lastCheck: LinkCheckView | null;
}

/**
 * GET /api/admin/link-health?after=: every link the checker keeps, the worst first (dead,
 * unreachable, unknown, not checked yet, alive; by product id within each), 20 per page by
 * cursor, with the number of links in each state.
 */
export interface LinkHealthPage {
  links: LinkHealthView[];
  counts: Record<LinkHealthState, number>;
  total: number;
  pages: number;
  nextCursor: string | null;
}

/** GET /api/admin/flagged?page=: 20 per page, the most recently reported first. */
export interface FlaggedProductsPage {
  products: FlaggedProductView[];
  page: number;
  pages: number;
  total: number;
}

/** POST /api/admin/{id}/approve-broken-link and /reject-broken-link */
export interface LinkReportDecisionAnswer {
  message: string;
  product: { _id: string; id: string; approved: boolean; status: 'approved' | 'removed' };
}

/** A reported (or hidden) comment or reply, with the product it belongs to. */
export interface ReportedItemView {
  /** The id POST .../reported-comments/{id}/reject and .../reported-replies/{id}/reject take. */
  reportId: string;
  _id: string;
  id: string;
  kind: ModeratedKind;
  productId: string;
  commentId: string;
  product: { id: string; title: string; slug: string; listed: boolean };
  /**
   * The words the moderators judge: as the oldest open report copied them (text, author and
   * posting time), whatever the author did since; a hidden item's own.
   */
  text: string;
  user: { _id: string; id: string; displayName: string };
  createdAt: string;
  /** The item's text now, when its author changed it after that report; else null. */
  currentText: string | null;
  /** When its author deleted it (or left its tombstone) after the report; else null. */
  deletedByAuthorAt: string | null;
  /** The item is no longer stored (its author deleted it): only rejecting the report is left. */
  gone: boolean;
  hidden: boolean;
  hiddenAt: string | null;
  reportsCount: number;
  reportedAt: string | null;
  reporters: ReporterView[];
}

/** GET /api/admin/reported-comments?list=reported|hidden&page= */
export interface ReportedCommentsPage {
  comments: ReportedItemView[];
  page: number;
  pages: number;
  total: number;
}

/** GET /api/admin/reported-replies?list=reported|hidden&page= */
export interface ReportedRepliesPage {
  replies: ReportedItemView[];
  page: number;
  pages: number;
  total: number;
}

/**
 * PATCH /api/admin/{productId}/comments/{commentId}/hide (and .../replies/{replyId}/hide):
 * the item's state and the counts members now see.
 */
export interface HideAnswer {
  message: string;
  hidden: boolean;
  commentsCount: number;
  /** The comment's visible replies. */
  repliesCount: number;
}

/** DELETE /api/admin/{productId}/comments/{commentId} (and .../replies/{replyId}) */
export interface DeleteItemAnswer {
  message: string;
  deleted: { comments: number; replies: number };
  commentsCount: number;
  /** The parent comment's visible replies after a reply is deleted; null for a comment. */
  repliesCount: number | null;
}

/** POST /api/admin/reported-comments/{id}/reject and /reported-replies/{id}/reject */
export interface RejectReportAnswer {
  message: string;
  cleared: number;
}

/** GET /api/admin/categories?page=: 20 per page, by name. */
export interface AdminCategoriesPage {
  categories: CategoryView[];
  page: number;
  pages: number;
  total: number;
}

/** GET /api/admin/tags?page=: 20 per page, by name. */
export interface AdminTagsPage {
  tags: TagView[];
  page: number;
  pages: number;
  total: number;
}

/** POST /api/admin/categories (201) and PATCH /api/admin/categories/{name} */
export interface CategoryAnswer {
  message: string;
  category: CategoryView;
}

/** POST /api/admin/tags (201) */
export interface TagAnswer {
  message: string;
  tag: TagView;
}

/** DELETE /api/admin/categories/{name} and /api/admin/tags/{name} */
export interface CatalogueDeleteAnswer {
  message: string;
}

export interface ModerationLogEntryView {
  _id: string;
  action: ModerationAction;
  actor: { uid: string; email: string | null };
  target: ModerationTarget;
  note: string | null;
  at: string;
}

/**
 * GET /api/admin/moderation-log?after=: 20 entries per page, newest first. Pages follow
 * nextCursor (the log only grows, so it is never skipped through by offset).
 */
export interface ModerationLogPage {
  entries: ModerationLogEntryView[];
  total: number;
  pages: number;
  nextCursor: string | null;
}

/** An entry of the public moderation log: what, to what kind of item, why, when (the minute). */
export interface PublicLogEntryView {
  done: PublicLogDone;
  kind: PublicLogKind;
  reason: PublicLogReason;
  at: string;
}

/**
 * GET /api/moderation-log?after=: everyone, 20 entries a page, newest first; the next page
 * follows nextCursor.
 */
export interface PublicLogPage {
  entries: PublicLogEntryView[];
  nextCursor: string | null;
}
