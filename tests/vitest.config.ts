import { defineConfig } from 'vitest/config';

// Emulator-backed suites (API, rules, operator scripts, browser). They run inside
// `npm run with-emulators`.
// Files run one at a time: they share one seeded emulator suite and one browser.
export default defineConfig({
  test: {
    include: [
      'api/**/*.test.ts',
      'rules/**/*.test.ts',
      'scripts/**/*.test.ts',
      'browser/**/*.test.ts',
    ],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for the emulators and the page to settle: a loaded machine (CI, or several
    // suites' builds at once) needs more than vitest's 1 s default to show what is already true.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: ['support/require-emulators.ts'],
  },
});
