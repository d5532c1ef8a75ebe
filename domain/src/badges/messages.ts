/** Texts of the badges and of the admin's Badges tab. */
export const BADGE_MESSAGES = {
  updated: 'Badge updated',
  updateFailed: 'Update failed',
  seedFailed: 'Seeding failed',
  seeded: (created: number, skipped: number) => `Seeded: ${created} created, ${skipped} skipped`,
  thresholdInvalid: 'Threshold must be a number, minimum 0.',
  nameRequired: 'Name is required.',
  notFound: 'No badge with this id.',
  hideSupporter: 'Hide my supporter badges from other members',
  hideSupporterHelp:
    'Your profile and cards then show no supporter badge; you still see them here.',
  visibilitySaved: 'Saved.',
  visibilityFailed: 'Could not save this setting.',
  noChange: 'Send at least one of name, description, icon, criteria, isActive.',
} as const;
