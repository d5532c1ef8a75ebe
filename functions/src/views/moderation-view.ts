// What the moderation queues and the log answer: stored products, comments, replies, reports
// and log entries turned into the admin's views.
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import {
  reportIdOf,
  type FlaggedProductView,
  type LinkCheckView,
  type LinkVerdict,
  type ModeratedKind,
  type ProductImage,
  type ModerationLogEntryView,
  type ReportedItemView,
  type ReporterView,
} from '@xmates/domain';
import type { StoredItem } from '../db/comments';
import type { StoredLinkCheck } from '../db/link-health';
import type { StoredLogEntry } from '../db/moderation';
import type { StoredProduct } from '../db/products';

export const iso = (value: Timestamp | null | undefined) => value?.toDate().toISOString() ?? null;

/** The product fields the flagged list reads (filterKeys can be thousands long). */
export const FLAGGED_FIELDS = [
  'slug',
  'title',
  'category',
  'images',
  'isAdultsOnly',
  'createdAt',
  'brokenReportsCount',
  'reportedAt',
] as const;

type RecordedLinkCheck = StoredLinkCheck & { verdict: LinkVerdict; lastCheckedAt: Timestamp };

/** A check that was made: its verdict, status, reason and times. */
export function recordedCheckView(check: RecordedLinkCheck): LinkCheckView {
  return {
    verdict: check.verdict,
    status: check.status,
    reason: check.reason ?? '',
    checkedAt: check.lastCheckedAt.toDate().toISOString(),
    deadSince: iso(check.deadSince),
  };
}

/** The link checker's last check, or null while the link was never checked. */
export function toLinkCheckView(check: StoredLinkCheck | undefined): LinkCheckView | null {
  if (!check?.verdict || !check.lastCheckedAt) return null;
  return recordedCheckView({
    ...check,
    verdict: check.verdict,
    lastCheckedAt: check.lastCheckedAt,
  });
}

export function toFlaggedProductView(
  id: string,
  p: StoredProduct,
  link: string | null,
  reporters: ReporterView[],
  check: StoredLinkCheck | undefined,
  /** The images kept in adultImages (an adults-only product in verified mode), when read. */
  adultImages?: ProductImage[],
): FlaggedProductView {
  return {
    _id: id,
    id,
    slug: p.slug ?? id,
    title: p.title ?? '',
    category: p.category ?? '',
    image: (adultImages ?? p.images)?.[0]?.src ?? null,
    link,
    createdAt: iso(p.createdAt),
    reportsCount: p.brokenReportsCount ?? 0,
    reportedAt: iso(p.reportedAt),
    reporters,
    lastCheck: toLinkCheckView(check),
  };
}

/** The ids in a comment's or reply's path: products/{p}/comments/{c}[/replies/{r}]. */
export function itemPath(kind: ModeratedKind, ref: DocumentReference) {
  const comment = kind === 'comment' ? ref : ref.parent.parent;
  const productId = comment?.parent.parent?.id ?? '';
  return { productId, commentId: comment?.id ?? '', replyId: kind === 'reply' ? ref.id : null };
}

export function toReportedItemView(
  kind: ModeratedKind,
  ref: DocumentReference,
  doc: StoredItem,
  product: ReportedItemView['product'],
  reporters: ReporterView[],
): ReportedItemView {
  const path = itemPath(kind, ref);
  return {
    reportId: reportIdOf(path),
    _id: ref.id,
    id: ref.id,
    kind,
    productId: path.productId,
    commentId: path.commentId,
    product,
    text: doc.text,
    user: { _id: doc.user.id, id: doc.user.id, displayName: doc.user.displayName },
    createdAt: iso(doc.createdAt) ?? '',
    hidden: doc.hidden,
    hiddenAt: iso(doc.hiddenAt),
    reportsCount: doc.reportsCount,
    reportedAt: iso(doc.reportedAt),
    reporters,
  };
}

export function toLogEntryView(id: string, entry: StoredLogEntry): ModerationLogEntryView {
  return {
    _id: id,
    action: entry.action,
    actor: entry.actor,
    target: entry.target,
    note: entry.note,
    at: iso(entry.at) ?? '',
  };
}
