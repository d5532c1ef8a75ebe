import { defineConfig } from 'vitest/config';
import base from './vitest.config';
import FileTimesReporter from './support/file-times';

// The verified-mode pass (`npm run test:verified`, inside a suite started with
// AGE_ASSURANCE=verified): the access tests of that mode (verified/), the browser suite's gate
// and card tests, which read the mode (AGE_ASSURANCE in support/env.ts) and expect its
// behaviour, and the age check's walk (age-verification, verified mode only). The rules do not depend on the mode: the main pass covers them.
export default defineConfig({
  test: {
    ...base.test,
    include: [
      'verified/**/*.test.ts',
      'browser/age-gate.test.ts',
      'browser/member-actions.test.ts',
      'browser/age-verification.test.ts',
    ],
    globalSetup: ['support/require-emulators.ts', 'support/warm-functions.ts'],
    reporters: ['default', new FileTimesReporter('verified')],
  },
});
