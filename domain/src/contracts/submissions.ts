// /api/submit-link: submitting a link and the member's own submissions.
import type { SubmissionView } from '../submissions/views';

/** POST /api/submit-link/newproduct (201) */
export interface SubmitAnswer {
  message: string;
  submission: SubmissionView;
}

/** GET /api/submit-link/my-submissions, newest first. */
/**
 * GET /api/submit-link/duplicate?link= (members): the listed product that already uses the
 * link (any form of it canonicalLink takes for the same video), or null.
 */
export interface DuplicateLinkAnswer {
  existing: { slug: string; title: string } | null;
}

export interface MySubmissionsAnswer {
  submissions: SubmissionView[];
}
