// The answer to a call that would hand out adults-only data while AGE_ASSURANCE and
// siteSettings/ageAssurance disagree (mode-check.ts).
import { AGE_MESSAGES } from '@xmates/domain';
import { HttpError } from '../http/http-error';
import { ageModesAgree } from './mode-check';

/** Throws the 503 unless the modes agree; the caller is about to hand out adults-only data. */
export function refuseAdultDataWhileModesDisagree(): void {
  if (ageModesAgree()) return;
  // 503: the content is back once the operator's migration has run; the caller may retry.
  throw new HttpError(503, AGE_MESSAGES.modePaused, { code: 'unavailable', retryAfterSeconds: 60 });
}
