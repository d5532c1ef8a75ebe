// The site's age assurance mode for the tests that depend on it: switched as the operator
// switches it (`npm run age-mode`, run for real: the data moves, then siteSettings/ageAssurance
// says the mode), then awaited until the API applies it (each api instance reads the document
// every second on the emulator). The suite runs in declaration mode, the seed's; a file or a
// describe block that needs verified mode switches for its tests and back after them.
import type { AgeAssuranceMode, AgeModeAnswer } from '@xmates/domain';
import { afterAll, beforeAll } from 'vitest';
import { runScript } from './run-script';
import { api } from './api';

/** The longest a switch takes: the script over the seeded catalogue, then the API's next read. */
const SWITCH_MS = 120_000;

/** The longest the API takes to follow the document: a few of the emulator's 1 s periods. */
const FOLLOW_MS = 15_000;
/** The emulator's AGE_MODE_CHECK_SECONDS (functions/.env.demo-xmates), and a margin. */
const PERIOD_MS = 1_500;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Waits until the API answers in `mode`, then one more period, by which every api instance of
 * the emulator has read the document again (hooks and scripts call it: no vitest assertion).
 */
export async function apiFollows(mode: AgeAssuranceMode): Promise<void> {
  const deadline = Date.now() + FOLLOW_MS;
  while ((await api<AgeModeAnswer>('GET', '/api/age/mode')).body.mode !== mode) {
    if (Date.now() > deadline) throw new Error(`The API did not follow the switch to ${mode}.`);
    await sleep(250);
  }
  await sleep(PERIOD_MS);
}

/** Switches the site to `mode` and waits until the API answers in it (scripts use it too). */
export async function switchAgeMode(mode: AgeAssuranceMode): Promise<void> {
  await runScript('age-mode', '--to', mode, '--apply');
  await apiFollows(mode);
}

/** The enclosing file's or block's tests run in `mode`; declaration mode is back after them. */
export function useAgeMode(mode: AgeAssuranceMode): void {
  beforeAll(() => switchAgeMode(mode), SWITCH_MS);
  afterAll(() => switchAgeMode('declaration'), SWITCH_MS);
}
