/** Donations: the Donate page's rules, the checkout and the admin tab's texts (SPA and API). */
export const DONATION_MESSAGES = {
  minimum: 'Minimum donation is $2 AUD.',
  /** Not a spec text: the form clamps to the maximum, so only other clients see it. */
  maximum: 'Maximum donation is $5,000 AUD.',
  invalidEmail: 'Please enter a valid email address.',
  loginRequired: 'Please log in to donate so we can credit your badge.',
  checkoutFailed: 'Could not start checkout.',
  exportFailed: 'Failed to export CSV.',
  /** Only members ask about themselves; admins about anyone. */
  supporterOwnOnly: 'You can only look up your own supporter status.',
  localCheckoutNotFound: 'This test checkout does not exist or is already finished.',
} as const;
