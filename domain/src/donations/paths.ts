/**
 * The pages a checkout returns to, and the emulator's local test checkout page. A module of
 * its own, importing nothing: the SPA's route table (on the home route) reads it.
 */
export const DONATE_PATHS = {
  success: '/donate/success',
  cancel: '/donate/cancel',
  localCheckout: '/donate/local-checkout',
} as const;
