import { LIMITS } from '../core/constants';

/** The API's texts about comments and replies. */
export const COMMENT_MESSAGES = {
  empty: 'Please write something before posting.',
  tooLong: `Comments can be at most ${LIMITS.commentMax} characters.`,
  notFound: 'Comment not found.',
  alreadyReported: 'You have already reported this comment.',
  notYours: 'You can only edit or delete your own comments.',
  /** What a tombstone shows in place of the erased text and author. */
  tombstone: 'Comment deleted',
} as const;

/** The SPA's texts of a comment thread: loading, posting and reporting that failed or worked. */
export const THREAD_MESSAGES = {
  loadFailed: 'Could not load comments.',
  postFailed: 'Could not post your comment.',
  reportFailed: 'Could not report.',
  reported: 'Thanks for the report. We will review it soon.',
  editFailed: 'Could not save your edit.',
  deleteFailed: 'Could not delete.',
  confirmDelete: (kind: 'comment' | 'reply') => `Delete this ${kind}?`,
} as const;
