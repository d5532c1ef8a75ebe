/**
 * moderationLog/{id}: one entry per admin action of link verification and moderation, written
 * in the transaction that makes the change, so no action goes unrecorded. Server-only; admins
 * read it through GET /api/admin/moderation-log, newest first.
 */

/** Every action the log records, with the words the panel shows for it. */
export const MODERATION_ACTIONS = {
  'link.approve': 'Approved a submitted link',
  'link.reject': 'Rejected a submitted link',
  'product.create': 'Created a product',
  'broken-link.approve': 'Removed a product (broken-link report approved)',
  'broken-link.reject': 'Rejected a broken-link report',
  'comment.hide': 'Hid a comment',
  'comment.unhide': 'Unhid a comment',
  'comment.delete': 'Deleted a comment',
  'comment.reject-report': 'Rejected a comment report',
  'reply.hide': 'Hid a reply',
  'reply.unhide': 'Unhid a reply',
  'reply.delete': 'Deleted a reply',
  'reply.reject-report': 'Rejected a reply report',
  'category.add': 'Added a category',
  'category.delete': 'Deleted a category',
  'category.feature': 'Featured a category',
  'category.unfeature': 'Unfeatured a category',
  'tag.add': 'Added a tag',
  'tag.delete': 'Deleted a tag',
  'member.delete-data': 'Deleted a member’s personal data',
  'member.dismiss-reports': 'Dismissed the reports of a member',
  'member.warn': 'Warned a reported member',
  'member.suspend': 'Suspended a member',
  'member.ban': 'Banned a member',
  'member.lift-suspension': 'Lifted a member’s suspension or ban',
} as const;

export type ModerationAction = keyof typeof MODERATION_ACTIONS;

export type ModerationTargetKind =
  'submission' | 'product' | 'comment' | 'reply' | 'category' | 'tag' | 'member';

/** What an action was done to: its ids, and a label that still reads after the target is gone. */
export interface ModerationTarget {
  kind: ModerationTargetKind;
  id: string;
  /** The product a comment or reply belongs to (else null). */
  productId: string | null;
  /** The comment a reply belongs to (else null). */
  commentId: string | null;
  /** A title, a name or the start of a text. */
  label: string;
}

export interface ModerationLogDoc<T = unknown> {
  action: ModerationAction;
  actor: { uid: string; email: string | null };
  target: ModerationTarget;
  /** What else happened, in a few words ("2 reports cleared", "3 replies deleted"). */
  note: string | null;
  at: T;
  /**
   * The member whose words the label quotes (a comment's or reply's author), so that deleting
   * their data scrubs the label; null when it quotes nobody or once scrubbed. Entries written
   * before this field have none: they are found by the label's "name: " start.
   */
  aboutUid?: string | null;
}

/** What a comment's or reply's label says once its author's data is deleted. */
export const ERASED_AUTHOR_LABEL = 'Words of a member whose data was deleted';

/** Labels longer than this are cut (comment texts can hold 1000 characters). */
export const LOG_LABEL_MAX = 120;

/** A one-line label of at most LOG_LABEL_MAX characters, an ellipsis marking the cut. */
export function logLabel(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LOG_LABEL_MAX ? `${line.slice(0, LOG_LABEL_MAX - 1)}…` : line;
}
