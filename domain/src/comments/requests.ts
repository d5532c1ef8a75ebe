import { z } from 'zod';
import { LIMITS } from '../core/constants';
import { emptyBody } from '../core/requests';
import { COMMENT_MESSAGES } from './messages';

/** POST .../comments and .../replies, and the author's PATCH of either: {text}, trimmed, 1..commentMax characters. */
export const commentBody = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, { error: COMMENT_MESSAGES.empty })
      .max(LIMITS.commentMax, { error: COMMENT_MESSAGES.tooLong }),
  })
  .strict();

/** POST .../report on a comment or a reply: the reporter is the caller, the body is empty. */
export const reportCommentBody = emptyBody;
