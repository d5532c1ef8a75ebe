/** What the admin's "Delete personal data" action says, in the API and in the panel. */
export const DATA_RIGHTS_MESSAGES = {
  confirmMismatch:
    'Type the member’s e-mail address or display name exactly to confirm the deletion.',
  notSelf: 'You cannot delete your own account’s data here. Ask another admin.',
  activeSubscription:
    'This member has an active monthly donation. Cancel the subscription in Stripe first, so that no later payment brings their details back.',
  memberNotFound: 'No member with this id.',
  deleted: 'The member’s personal data was deleted.',
} as const;

/** A member's own account in My Hub: downloading what is stored, deleting it all. */
export const OWN_ACCOUNT_MESSAGES = {
  sectionTitle: 'Your data',
  sectionHint:
    'Download everything xmates stores about you, or delete your account and your personal data.',
  download: 'Download my data',
  downloadFailed: 'Could not prepare your data. Please try again.',
  delete: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogBody:
    'This deletes your account, your name, avatar, submissions, comments, replies, reactions, notifications, messages and contact messages, and cancels a monthly donation. It cannot be undone.',
  passwordLabel: 'Your password, to confirm it is you',
  confirmAction: 'Delete my account',
  deleteFailed: 'Could not delete your account. Nothing was lost: please try again.',
  /** 401 from DELETE /api/users/me: the token's sign-in is older than five minutes. */
  recentLoginRequired:
    'For your safety, please sign in again (within the last 5 minutes) before deleting your account.',
  deleted: 'Your account and your personal data were deleted.',
  /** The login page of a suspended or banned member: the API's refusal comes under it. */
  restrictedTitle: 'Your account is restricted',
  restrictedHint:
    'You can still download your data or delete your account. A suspension or ban outlives a deleted account: its e-mail address cannot sign up again until the suspension ends or an admin lifts it.',
  /** The link to the contact form (reason: account help), for asking the admins about it. */
  restrictedAppeal: 'Ask the admins about it',
} as const;

/** The page a member sees after deleting their account: what went, what stays and why. */
export const ACCOUNT_DELETED_TEXTS = {
  title: 'Your account is deleted',
  deleted:
    'Deleted: your account and sign-in, display name, avatar, submissions, comments and replies (with the replies under your comments), likes, dislikes, favorites and ratings, reports, notifications, direct messages, notification settings, contact messages and any age check record. A running monthly donation was cancelled.',
  kept: [
    'Videos you submitted that were published stay in the library without your name: they are the admins’ catalogue entries that others reacted to and commented on.',
    'Donation records stay for the period tax law requires, without your e-mail address or account.',
    'The moderation log keeps admins’ actions without your name or words.',
    'If your account was suspended or banned, a disabled sign-in with only your e-mail address stays until the suspension ends or an admin lifts it, so that the address cannot sign up again meanwhile.',
  ],
} as const;

/**
 * The moderation log's label of an entry about a submission (its title) once the submitter's
 * data is deleted: the entry keeps the action, without the member's words.
 */
export const ERASED_SUBMISSION_LABEL = 'Erased submission';

/** The panel's own words around the action. */
export const DATA_RIGHTS_TEXTS = {
  sectionTitle: 'Delete personal data',
  sectionHint:
    'On a verified request (see the data deletion page): deletes the account, its name, e-mail, avatar, submissions, comments, replies, reactions, notifications, messages and contact messages, and takes its name and words out of the moderation log. Published products stay without the member’s name; donation records stay without personal details.',
  button: 'Delete personal data…',
  dialogTitle: 'Delete this member’s personal data?',
  dialogBody: 'This cannot be undone. Type the member’s e-mail address or display name to confirm.',
  confirmLabel: 'E-mail or display name',
  confirmAction: 'Delete data',
  failed: 'Could not delete the member’s data. Nothing shown was lost: try again.',
} as const;
