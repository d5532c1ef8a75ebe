import { z } from 'zod';
import { LIMITS } from '../core/constants';
import { REACTION_MESSAGES } from './messages';

const invalidRating = REACTION_MESSAGES.invalidRating;

/** POST /api/products/:id/rate. A string "5", 0, 6 or 2.5 are all refused. */
export const rateBody = z
  .object({
    value: z
      .number({ error: invalidRating })
      .int({ error: invalidRating })
      .min(1, { error: invalidRating })
      .max(5, { error: invalidRating }),
  })
  .strict();

/** POST /api/products/:id/report-link: an empty body or an optional reason. */
export const reportLinkBody = z
  .object({
    reason: z
      .string()
      .trim()
      .max(LIMITS.reportReasonMax, { error: REACTION_MESSAGES.reasonTooLong })
      .optional(),
  })
  .strict();
