/**
 * The public moderation log (GET /api/moderation-log, the /moderation-log page): what the
 * moderators did to members' words and links, to what kind of item, why in a category, and
 * when (to the minute). It names nobody: no member's or admin's uid or name, no quoted text, no
 * link, no id of the item. Each entry is its own document (publicModerationLog/{id}, written
 * with the admin log's entry in the same transaction), so the public answer has nothing to
 * leave out and erasing a member has nothing to scrub.
 */
import type { ModerationAction } from './log';

/** What was done, in the public log's words. */
export type PublicLogDone = 'hidden' | 'removed' | 'rejected' | 'restored';

/** What it was done to: a report when a report was rejected and its item kept. */
export type PublicLogKind = 'comment' | 'reply' | 'product' | 'submission' | 'report';

/** Why, as a category. */
export type PublicLogReason =
  | 'member-reports'
  | 'moderator-review'
  | 'broken-link'
  | 'no-rule-broken'
  | 'link-still-works'
  | 'not-accepted';

export const PUBLIC_LOG_REASONS: Record<PublicLogReason, string> = {
  'member-reports': 'Reported by members',
  'moderator-review': 'Moderator review',
  'broken-link': 'Broken link reported',
  'no-rule-broken': 'No rule broken',
  'link-still-works': 'The link still works',
  'not-accepted': 'Submission not accepted',
};

/** The words of an entry: "Comment hidden", "Submitted link rejected". */
export const PUBLIC_LOG_KINDS: Record<PublicLogKind, string> = {
  comment: 'Comment',
  reply: 'Reply',
  product: 'Video',
  submission: 'Submitted link',
  report: 'Report',
};

export const PUBLIC_LOG_DONE: Record<PublicLogDone, string> = {
  hidden: 'hidden',
  removed: 'removed',
  rejected: 'rejected',
  restored: 'restored',
};

interface PublicShape {
  done: PublicLogDone;
  kind: PublicLogKind;
  /** The reason, or for hiding and removing, the reason with reports and without. */
  reason: PublicLogReason | 'by-reports';
}

/**
 * The admin actions the public log shows, and how. The others (approving links, creating
 * products, the catalogue's categories and tags, erasing a member's data) are not moderation
 * of members' words and links, and an erasure is the member's own business.
 */
const PUBLIC_SHAPES: Partial<Record<ModerationAction, PublicShape>> = {
  'link.reject': { done: 'rejected', kind: 'submission', reason: 'not-accepted' },
  'broken-link.approve': { done: 'removed', kind: 'product', reason: 'broken-link' },
  'broken-link.reject': { done: 'rejected', kind: 'report', reason: 'link-still-works' },
  'comment.hide': { done: 'hidden', kind: 'comment', reason: 'by-reports' },
  'comment.unhide': { done: 'restored', kind: 'comment', reason: 'moderator-review' },
  'comment.delete': { done: 'removed', kind: 'comment', reason: 'by-reports' },
  'comment.reject-report': { done: 'rejected', kind: 'report', reason: 'no-rule-broken' },
  'reply.hide': { done: 'hidden', kind: 'reply', reason: 'by-reports' },
  'reply.unhide': { done: 'restored', kind: 'reply', reason: 'moderator-review' },
  'reply.delete': { done: 'removed', kind: 'reply', reason: 'by-reports' },
  'reply.reject-report': { done: 'rejected', kind: 'report', reason: 'no-rule-broken' },
};

/** publicModerationLog/{id}: `at` is the minute (a Timestamp in Firestore). */
export interface PublicLogDoc<T = unknown> {
  done: PublicLogDone;
  kind: PublicLogKind;
  reason: PublicLogReason;
  at: T;
}

/**
 * The public entry of an admin action, or null when the public log does not show it.
 * `reported`: whether members had reported the item (its reports were cleared by the action).
 */
export function publicLogEntry(
  action: ModerationAction,
  reported: boolean,
): Omit<PublicLogDoc, 'at'> | null {
  const shape = PUBLIC_SHAPES[action];
  if (!shape) return null;
  const reason =
    shape.reason === 'by-reports'
      ? reported
        ? 'member-reports'
        : 'moderator-review'
      : shape.reason;
  return { done: shape.done, kind: shape.kind, reason };
}

/** The public log's time: the minute, so an entry cannot be matched to the second of an act. */
export const publicLogMinute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
