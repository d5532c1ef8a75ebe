import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import FileTimesReporter from './support/file-times';

// The rules files first, rules/coverage.test.ts last of them (its own project, group 1), then
// the others. The emulator's rules coverage report counts every evaluation since the rules were
// loaded (rules/global-setup.ts), the SPA's in the browser tests included, so the coverage test
// must follow the rules files' evaluations and nothing else.
// The files of bursts run last of the others, in this order: under `npm test` the checks run
// beside the pass for its first ten minutes or so, and a burst that shares the 2 cores with
// ESLint and tsc has seen answers pass the Hosting emulator's 60 s proxy timeout. Concurrency
// is last of all: its product's roll-ups retry with back-off for up to a few minutes, and
// hostile-input fails on any write made while it runs.
const LAST = [
  '/rules/coverage.test.ts',
  '/api/hostile-input.test.ts',
  '/api/ceilings.test.ts',
  '/api/concurrency.test.ts',
];

class LastFilesSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const path = spec.moduleId.replaceAll('\\', '/');
      return LAST.findIndex((last) => path.endsWith(last)) + 1;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** What both projects share: one file at a time (one seeded emulator suite), and the waits. */
const shared = {
  fileParallelism: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A poll waits for the emulators and the page to settle: a loaded machine (CI, or several
  // suites' builds at once) needs more than vitest's 1 s default to show what is already true.
  expect: { poll: { timeout: 10_000 } },
};

// Emulator-backed suites (API, rules, operator scripts, browser). They run inside
// `npm run with-emulators`, one file at a time.
export default defineConfig({
  test: {
    reporters: ['default', new FileTimesReporter('emulated')],
    // Called once per project group (vitest runs the sequencer at the root only).
    sequence: { sequencer: LastFilesSequencer },
    projects: [
      {
        test: {
          ...shared,
          name: 'rules',
          include: ['rules/**/*.test.ts'],
          globalSetup: ['support/require-emulators.ts', 'rules/global-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...shared,
          name: 'emulated',
          globalSetup: [
            'support/require-emulators.ts',
            'support/warm-functions.ts',
            'browser/support/global-setup.ts',
          ],
          include: [
            'api/**/*.test.ts',
            'scripts/**/*.test.ts',
            'browser/**/*.test.ts',
            'verified/**/*.test.ts',
          ],
          // One process and one module cache for these files: the SDKs and the support modules
          // load once instead of once per file (about a second each: 18 s of imports in all,
          // was 93 s). Each file still runs its own hooks. What support modules keep between
          // files is counters for unique ids and names, so a test never assumes a counter's
          // value (rules/support.ts keeps per-file state: its project keeps vitest's isolation).
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
