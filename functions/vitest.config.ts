import { defineConfig } from 'vitest/config';

// npm test runs the unit tests beside the emulator pass, which keeps both cores busy: the
// sitemap test that builds a 50,000-entry part took 6.5 s there (under a second alone), past
// vitest's 5 s default. The tests assert no timing of their own, so a longer limit only stops a
// busy machine failing them (web/vitest.config.ts gives the SPA's tests the same).
export default defineConfig({ test: { testTimeout: 20_000 } });
