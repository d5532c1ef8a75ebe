// The time a call counts at in the budgets and ceilings: the wall clock. On the Functions
// emulator only, a request may name it in the X-Xmates-Rate-Clock header (ms since the epoch):
// a test of a minute's budget or ceiling then counts in a minute of its own, without waiting for
// a fresh minute on the wall clock and without spending the minute the rest of the suite counts
// in. The deployed runtime never sets FUNCTIONS_EMULATOR (config.isEmulator), so production
// ignores the header (rate-clock.test.ts).
import type { Request } from 'express';
import { config } from '../config';

export const RATE_CLOCK_HEADER = 'x-xmates-rate-clock';

/** When `req` counts in its budgets: the header's time on the emulator, else now. */
export function rateClock(req: Request, onEmulator: boolean = config.isEmulator): number {
  const named = onEmulator ? Number(req.get(RATE_CLOCK_HEADER)) : Number.NaN;
  return Number.isSafeInteger(named) && named > 0 ? named : Date.now();
}
