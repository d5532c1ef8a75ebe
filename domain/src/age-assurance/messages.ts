/** Age assurance's texts (verified mode): the verify action, the result page, the API's refusals. */
export const AGE_MESSAGES = {
  verifyAction: 'Verify your age',
  /** On an adults-only placeholder, in verified mode. */
  placeholder: 'Adults-only content is shown to members who verified their age.',
  signInToVerify: 'Please log in to verify your age.',
  startFailed: 'Could not start age verification. Please try again.',
  pending: 'We are waiting for the result of your age check.',
  verified: 'Your age is verified. Adults-only content is now shown.',
  under18: 'The check found that you are under 18. Adults-only content stays hidden.',
  failed: 'The check could not verify your age. You can try again.',
  canceled: 'You cancelled the age check. You can start it again at any time.',
  alreadyVerified: 'Your age is already verified.',
  /** declaration mode: there is nothing to verify. */
  notRequired: 'Age verification is not required on this site.',
  badDateOfBirth: 'Please enter a valid date of birth (YYYY-MM-DD).',
  localVerificationNotFound: 'This test verification does not exist or is already finished.',
} as const;
