import { LIMITS } from '../core/constants';

/** The API's texts about reactions, ratings and broken-link reports. */
export const REACTION_MESSAGES = {
  alreadyReportedProduct: 'You have already reported this product.',
  invalidRating: 'value must be a whole number from 1 to 5.',
  reasonTooLong: `reason must be at most ${LIMITS.reportReasonMax} characters.`,
} as const;

/** The SPA's texts on a product card: failed actions, the throttle, reports. */
export const CARD_MESSAGES = {
  like: 'Could not like the product.',
  dislike: 'Could not dislike the product.',
  favorite: 'Could not update favorites.',
  rate: 'Could not rate product.',
  report: 'Could not report.',
  alreadyReported: 'You have already reported this product. We will review it soon. Thank you!',
  reported: 'Thanks for the report. We will review this link soon.',
  throttled: 'One action every 3 seconds per card, please wait a moment.',
} as const;
