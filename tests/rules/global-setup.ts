// Loads firestore.rules into the emulator once per test run. Loading rules resets the
// emulator's rules coverage report, so from here on it counts this run's evaluations only; the
// rules files run first (tests/vitest.config.ts) and rules/coverage.test.ts reads it after them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { FIRESTORE_EMULATOR, PROJECT_ID } from '../support/env';

export const rulesSource = (): string =>
  readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8');

export default async function loadRules() {
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...FIRESTORE_EMULATOR, rules: rulesSource() },
  });
  await env.cleanup();
}
