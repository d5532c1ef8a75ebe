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
