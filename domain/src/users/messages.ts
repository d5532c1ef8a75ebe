/** Texts of a member's own account: the display name rules. */
export const USER_MESSAGES = {
  displayNameRequired: 'Please enter a display name.',
  displayNameLength: 'Display name must be 3 to 30 characters.',
  displayNameReserved: 'Display names may not contain “admin” or “xmates”.',
} as const;
