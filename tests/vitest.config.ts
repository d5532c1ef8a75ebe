import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import FileTimesReporter from './support/file-times';

// The rules files first, rules/coverage.test.ts last of them, then the others in vitest's usual
// order. The emulator's rules coverage report counts every evaluation since the rules were
// loaded (rules/global-setup.ts), the SPA's in the browser tests included, so the coverage test
// must follow the rules files' evaluations and nothing else.
const rank = (spec: TestSpecification): number => {
  const path = spec.moduleId.replaceAll('\\', '/');
  if (path.endsWith('/rules/coverage.test.ts')) return 1;
  return path.includes('/rules/') ? 0 : 2;
};

class RulesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

// Emulator-backed suites (API, rules, operator scripts, browser). They run inside
// `npm run with-emulators`.
// Files run one at a time, in RulesFirstSequencer's order: they share one seeded emulator suite
// and one browser.
export default defineConfig({
  test: {
    include: [
      'api/**/*.test.ts',
      'rules/**/*.test.ts',
      'scripts/**/*.test.ts',
      'browser/**/*.test.ts',
    ],
    fileParallelism: false,
    reporters: ['default', new FileTimesReporter('emulated')],
    sequence: { sequencer: RulesFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for the emulators and the page to settle: a loaded machine (CI, or several
    // suites' builds at once) needs more than vitest's 1 s default to show what is already true.
    expect: { poll: { timeout: 10_000 } },
    globalSetup: [
      'support/require-emulators.ts',
      'rules/global-setup.ts',
      'support/warm-functions.ts',
    ],
  },
});
