/** Texts of the badges and of the admin's Badges tab. */
export const BADGE_MESSAGES = {
  updated: 'Badge updated',
  updateFailed: 'Update failed',
  seedFailed: 'Seeding failed',
  seeded: (created: number, skipped: number) => `Seeded: ${created} created, ${skipped} skipped`,
  thresholdInvalid: 'Threshold must be a number, minimum 0.',
  nameRequired: 'Name is required.',
  notFound: 'No badge with this id.',
  noChange: 'Send at least one of name, description, icon, criteria, isActive.',
} as const;
