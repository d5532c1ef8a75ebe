import type { ModeratedKind } from './reported-items';

const NOUN: Record<ModeratedKind, [string, string]> = {
  comment: ['comment', 'Comment'],
  reply: ['reply', 'Reply'],
};

/** Moderation of broken-link reports, comments and replies: the API's answers and refusals. */
export const MODERATION_MESSAGES = {
  /** The panel's generic failure, when the API gave no reason of the caller's making. */
  actionFailed: 'Action failed',
  notFlagged: 'This product has no open broken-link reports.',
  linkReportApproved: 'Report approved: the product no longer shows anywhere public.',
  linkReportRejected: 'Report rejected: the reports are cleared and the product stays.',
  replyNotFound: 'Reply not found.',
  /** A reported item's words as reported, and as they stand since its author changed them. */
  reportedText: 'Reported text',
  currentText: 'Current text',
  deletedByAuthor: 'Deleted by its author after the report',
  notReported: (kind: ModeratedKind) => `This ${NOUN[kind][0]} has no open reports.`,
  reportRejected: (kind: ModeratedKind) => `Report rejected: the ${NOUN[kind][0]} stays as it was.`,
  hidden: (kind: ModeratedKind, hide: boolean) =>
    hide ? `${NOUN[kind][1]} hidden: members no longer see it.` : `${NOUN[kind][1]} visible again.`,
  deleted: (kind: ModeratedKind, replies: number) =>
    kind === 'reply' || replies === 0
      ? `${NOUN[kind][1]} deleted.`
      : `Comment deleted with its ${replies} ${replies === 1 ? 'reply' : 'replies'}.`,
} as const;
