import { LIMITS } from '../core/constants';

/** Member-facing texts of the submit form, plus the limits the form leaves open. */
export const SUBMIT_MESSAGES = {
  invalidUrl: 'Please enter a valid URL (must start with http(s)://).',
  categoryRequired: 'Please select or suggest a category.',
  suggestedRequired: 'Please type a suggested category.',
  suggestedTooLong: 'Suggested category is too long (max 64 chars).',
  tagsRequired: 'Please select at least one tag.',
  titleTooLong: `Title is too long (max ${LIMITS.submitTitleMax} chars).`,
  descriptionTooLong: `Description is too long (max ${LIMITS.submitDescriptionMax} chars).`,
  unknownCategory: 'Please select a category from the list, or suggest a new one.',
  submitted: 'Submitted for review! Admin will verify your link.',
  submitFailed: 'Failed to submit. Try again.',
  /** An approved product already uses the link (before sending, and the API's 409). */
  alreadyListed: (title: string) => `Already on xmates: ${title}`,
  /** A submission the admins found to duplicate a listed product (My Submissions). */
  duplicateOf: (title: string) => `Duplicate of ${title}`,
} as const;

/** Admin-facing texts of Link Verification: approving and rejecting submitted links. */
export const REVIEW_MESSAGES = {
  submissionNotFound: 'This submitted link no longer exists.',
  approved: 'Link approved.',
  rejected: 'Link rejected.',
} as const;

/** "cannot approve: it is completed" style 409 texts, naming the state the link is in. */
export const wrongStatusMessage = (action: 'approve' | 'reject' | 'create', status: string) =>
  action === 'create'
    ? `Only approved links can become products; this link is ${status}.`
    : `Only pending links can be ${action === 'approve' ? 'approved' : 'rejected'}; this link is ${status}.`;
