import { AGE_PROMPTS } from './prompts';

/** Age assurance's texts (verified mode): the verify action, the result page, the API's refusals. */
export const AGE_MESSAGES = {
  ...AGE_PROMPTS,
  signInToVerify: 'Please log in to verify your age.',
  startFailed: 'Could not start age verification. Please try again.',
  pending: 'We are waiting for the result of your age check.',
  verified: 'Your age is verified. Adults-only content is now shown.',
  under18: 'The check found that you are under 18. Adults-only content stays hidden.',
  failed: 'The check could not verify your age. You can try again.',
  canceled: 'You cancelled the age check. You can start it again at any time.',
  alreadyVerified: 'Your age is already verified.',
  /** The result page when no check was started. */
  none: 'You have not started an age check yet.',
  /** declaration mode: there is nothing to verify. */
  notRequired: 'Age verification is not required on this site.',
  badDateOfBirth: 'Please enter a valid date of birth (YYYY-MM-DD).',
  localVerificationNotFound: 'This test verification does not exist or is already finished.',
  /**
   * The API's 503 while siteSettings/ageAssurance names no known mode or cannot be read
   * (functions/src/age-assurance/mode.ts).
   */
  modeUnknown:
    "Adults-only content is paused while the site's age check is being changed. Please try again in a few minutes.",
} as const;

/**
 * What the age check involves (verified mode), as /verify-age, the privacy page and the FAQ
 * say it: what is checked, by whom, and what is kept.
 */
export const AGE_CHECK_FACTS = {
  checked:
    'A photo of an identity document (passport, driver licence or national ID card) and the date of birth on it; Stripe may also ask for a selfie to match you to the document.',
  by: 'Stripe Identity, run by Stripe (also our payment provider), on its own secure page.',
  kept: 'Only whether you are over 18 (yes or no), the method (Stripe Identity) and the date of the check.',
  notKept:
    'We read the date of birth once to work out whether you are over 18; we keep neither it, nor the document, nor the selfie, and the check is redacted at Stripe once it is done.',
} as const;
