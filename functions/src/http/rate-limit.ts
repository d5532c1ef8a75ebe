// Rate limits as the API answers them: a call past any rule's window is a 429.
import { API_MESSAGES } from '@xmates/domain';
import { countInWindows, type RateRule } from '../db/rate-limits';
import { HttpError } from './http-error';

/** Counts one call against every rule (all or nothing); 429 when any window is full. */
export async function consumeRateLimits(rules: RateRule[], now = Date.now()): Promise<void> {
  if (!(await countInWindows(rules, now))) throw new HttpError(429, API_MESSAGES.tooManyRequests);
}
