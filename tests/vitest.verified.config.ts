import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The verified-mode pass (`npm run test:verified`, inside a suite started with
// AGE_ASSURANCE=verified): the access tests of that mode (verified/) and the browser suite's
// gate and card tests, which read the mode (AGE_ASSURANCE in support/env.ts) and expect its
// behaviour. The rules do not depend on the mode: the main pass covers them.
export default defineConfig({
  test: {
    ...base.test,
    include: ['verified/**/*.test.ts', 'browser/age-gate.test.ts'],
    globalSetup: ['support/require-emulators.ts'],
  },
});
