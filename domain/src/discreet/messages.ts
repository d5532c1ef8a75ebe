/** Texts of discreet browsing: the header's toggle and My Hub's switch. */
export const DISCREET_MESSAGES = {
  name: 'Discreet browsing',
  /** My Hub's section that holds the switch. */
  sectionTitle: 'On this device',
  help: 'Blurs thumbnails until you tap or hover them and shows a plain “xmates” tab title and icon. Kept on this device only.',
} as const;
