/**
 * What the home route says of age assurance (verified mode): the verify action and an
 * adults-only placeholder. In its own module, apart from AGE_MESSAGES (./messages.ts): the bundler keeps a
 * module whole in the chunk that first needs it, so the home route's carries only these.
 */
export const AGE_PROMPTS = {
  verifyAction: 'Verify your age',
  /** On an adults-only placeholder, in verified mode. */
  placeholder: 'Adults-only content is shown to members who verified their age.',
} as const;
