/**
 * My Hub's texts of discreet browsing. Its name, which the header's toggle shows too, is
 * DISCREET_NAME in discreet.ts: this module stays out of the home route's JavaScript.
 */
export const DISCREET_MESSAGES = {
  sectionTitle: 'On this device',
  help: 'Blurs thumbnails until you tap or hover them and shows a plain “xmates” tab title and icon. Kept on this device only.',
} as const;
