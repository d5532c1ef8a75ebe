// The visitors' ceiling of one budget: at most perMinute calls a minute from every signed-out
// caller together, on every instance together. An address budget alone is no bound: a client
// calling a function's own URL writes X-Forwarded-For itself (http/client-ip.ts), so each forged
// address would get a budget of its own. The ceiling does not look at addresses at all.
//
// Counting every call in Firestore would make the counter the flood's hot spot, so each
// instance counts in memory and adds its calls to the shared total in batches (a fiftieth of
// the ceiling; db/ceilings.ts: one write and one read), learning the total at each. It decides
// on the last total it read plus its own calls since, so it may admit up to a batch more than
// the ceiling before it learns the total reached it: the whole site admits at most the ceiling
// plus a batch per instance in a minute. Once an instance knows the total reached the ceiling,
// it refuses without any Firestore work until the minute ends (a minute's total only grows).

import { logger } from 'firebase-functions/logger';

/** Adds an instance's admitted calls to a minute and answers the minute's total. */
export type MinuteStore = (
  budget: string,
  minute: number,
  count: number,
  expiresAtMs: number,
) => Promise<number>;

export interface CeilingOptions {
  budget: string;
  /** Calls a minute over all visitors; read per call (a parameter). 0 or less refuses all. */
  perMinute: () => number;
  store: MinuteStore;
}

/** When a refused call may try again, in ms; null when it may go on. */
export type CeilingWait = number | null;

const MINUTE_MS = 60_000;
/** Batches a minute's ceiling is counted in: the most syncs an instance makes in a minute. */
export const CEILING_BATCHES = 50;

/** Calls an instance admits between two syncs with the shared total. */
export const ceilingBatch = (perMinute: number) =>
  Math.max(1, Math.floor(perMinute / CEILING_BATCHES));

export class VisitorCeiling {
  private minute = -1;
  /** The minute's total over all instances at the last sync (this instance's synced calls in). */
  private known = 0;
  /** Calls this instance admitted since the last sync. */
  private pending = 0;
  private syncing: Promise<void> | null = null;
  /** The last minute this instance logged as full (once a minute an instance). */
  private reported = -1;

  constructor(private readonly options: CeilingOptions) {}

  private turnTo(now: number): void {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.known = 0;
      this.pending = 0;
    }
  }

  private sync(): Promise<void> {
    if (this.syncing) return this.syncing;
    const minute = this.minute;
    const count = this.pending;
    this.pending = 0;
    const expiresAt = (minute + 2) * MINUTE_MS;
    this.syncing = this.options
      .store(this.options.budget, minute, count, expiresAt)
      .then(
        (total) => {
          if (this.minute === minute) this.known = Math.max(this.known, total);
        },
        (err: unknown) => {
          if (this.minute === minute) this.pending += count;
          throw err;
        },
      )
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }

  /**
   * Whether a visitor's call may go on: refused (with the ms until the minute ends) once the
   * minute's total as this instance knows it has reached the ceiling. In memory only; counts
   * nothing: admit() does once the call passed its other budgets.
   */
  check(now = Date.now()): CeilingWait {
    this.turnTo(now);
    if (this.known + this.pending < this.options.perMinute()) return null;
    if (this.reported !== this.minute) {
      this.reported = this.minute;
      logger.warn('ceiling.reached', { budget: this.options.budget, total: this.known });
    }
    return (this.minute + 1) * MINUTE_MS - now;
  }

  /** Counts one admitted call; adds a full batch to the shared total and reads it back. */
  async admit(now = Date.now()): Promise<void> {
    this.turnTo(now);
    this.pending += 1;
    if (this.pending >= ceilingBatch(this.options.perMinute())) await this.sync();
  }
}
