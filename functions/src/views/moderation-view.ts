// What the moderation queues and the log answer: stored products, comments, replies, reports
// (with the words as reported) and log entries turned into the admin's views.
import type { Timestamp } from 'firebase-admin/firestore';
import {
  ERASED_AUTHOR,
  linkHealthState,
  reportIdOf,
  type ItemPath,
  type FlaggedProductView,
  type LinkCheckView,
  type LinkHealthView,
  type LinkVerdict,
  type ModeratedKind,
  type ProductImage,
  type ModerationLogEntryView,
  type PublicLogDoc,
  type PublicLogEntryView,
  type ReportedItemView,
  type ReportedWords,
  type ReporterView,
} from '@xmates/domain';
import type { StoredItem, StoredReportState } from '../db/comments';
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

/** The product fields a Link health row shows (and whether it is still listed). */
export const LINK_HEALTH_PRODUCT_FIELDS = ['title', 'slug', 'approved'] as const;

/** A row of the Link health list: the record, and its product while that is listed. */
export function toLinkHealthView(
  productId: string,
  check: StoredLinkCheck,
  product: Pick<Partial<StoredProduct>, 'title' | 'slug' | 'approved'> | undefined,
): LinkHealthView {
  const listed = product?.approved === true;
  return {
    productId,
    product: listed ? { title: product.title ?? '', slug: product.slug ?? '' } : null,
    link: check.link,
    state: linkHealthState(check),
    lastCheck: toLinkCheckView(check),
  };
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

/** A listed comment or reply: its path, and what is stored of it and of its open report. */
export interface ListedItem {
  path: ItemPath;
  /** undefined once the item is no longer stored. */
  item: StoredItem | undefined;
  /** The open report state; undefined for a hidden item (hiding clears it). */
  state: StoredReportState | undefined;
  /** The words as the oldest open report copied them; undefined without a report. */
  words: ReportedWords<Timestamp> | undefined;
}

/**
 * The moderators' view of an item: the words as reported (the item's own when no report copied
 * them), and the item's text now only when its author changed it after the report.
 */
export function toReportedItemView(
  kind: ModeratedKind,
  { path, item, state, words }: ListedItem,
  product: ReportedItemView['product'],
  reporters: ReporterView[],
): ReportedItemView {
  const id = path.replyId ?? path.commentId;
  const tombstone = item?.deleted === true;
  const judged = words ?? {
    text: item?.text ?? '',
    author: item?.user ?? ERASED_AUTHOR,
    createdAt: item?.createdAt,
  };
  const changed = item !== undefined && !tombstone && item.text !== judged.text;
  const deletedByAuthorAt = state?.deletedByAuthorAt ?? (tombstone ? item.deletedAt : null);
  return {
    reportId: reportIdOf(path),
    _id: id,
    id,
    kind,
    productId: path.productId,
    commentId: path.commentId,
    product,
    text: judged.text,
    user: { _id: judged.author.id, id: judged.author.id, displayName: judged.author.displayName },
    createdAt: iso(judged.createdAt) ?? '',
    currentText: changed ? item.text : null,
    deletedByAuthorAt: iso(deletedByAuthorAt),
    gone: item === undefined,
    hidden: item?.hidden ?? false,
    hiddenAt: iso(item?.hiddenAt),
    reportsCount: state?.reportsCount ?? 0,
    reportedAt: iso(state?.reportedAt),
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

/** A public log entry as everyone reads it: what, to what kind of item, why, the minute. */
export function toPublicLogEntryView(doc: PublicLogDoc<Timestamp>): PublicLogEntryView {
  return { done: doc.done, kind: doc.kind, reason: doc.reason, at: doc.at.toDate().toISOString() };
}
