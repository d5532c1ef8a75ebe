// /api/submit-link: submitting a link and the member's own submissions.
import type { SubmissionView } from '../submissions/views';

/** POST /api/submit-link/newproduct (201) */
export interface SubmitAnswer {
  message: string;
  submission: SubmissionView;
}

/** GET /api/submit-link/my-submissions, newest first. */
export interface MySubmissionsAnswer {
  submissions: SubmissionView[];
}
