// The submission an admin's review names: its 404, and how the moderation log names it.
import { REVIEW_MESSAGES, logLabel, type ModerationTarget } from '@xmates/domain';
import { HttpError } from '../http/http-error';

export function notFoundSubmission(): HttpError {
  return new HttpError(404, REVIEW_MESSAGES.submissionNotFound);
}

/** A submission as the moderation log names it: by its title, else its link. */
export function submissionTarget(
  id: string,
  submission: { title: string; link: string },
): ModerationTarget {
  const label = logLabel(submission.title || submission.link);
  return { kind: 'submission', id, productId: null, commentId: null, label };
}
