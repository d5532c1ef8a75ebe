// The age assurance mode the API applies: siteSettings/ageAssurance, the one source of the mode,
// which firestore.rules reads too (ageAssured()) and the SPA is given at start (GET
// /api/age/mode). The operator switches it with `npm run age-mode` (docs/age-assurance.md).
//
// Each api instance reads the document when it starts and then once a period
// (AGE_MODE_CHECK_SECONDS: 60 s, 1 s on the emulator): one read per instance per period. A
// request waits for the instance's first reading (app.ts, awaitAgeMode), then decides from the
// last one without waiting; a reading older than two periods (an instance whose timers were held
// while it was idle) is refreshed on use. After a failed read, or while the document is missing
// or names no known mode, the mode is unknown: the API answers 503 to the calls that decide on
// adults-only data (fail closed) and logs age_assurance.unknown at each such reading.
import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions/logger';
import { AGE_MESSAGES, settingMode, type AgeAssuranceMode } from '@xmates/domain';
import { ageModeCheckMs } from '../config';
import { ageAssuranceSettingRef } from '../db/site-settings';
import { HttpError } from '../http/http-error';

export interface ModeReading {
  /** The document's mode; null when it is missing, names no known mode, or was not read. */
  mode: AgeAssuranceMode | null;
  atMs: number;
}

export interface ModeSource {
  /** siteSettings/ageAssurance's data, undefined when the document does not exist. */
  setting(): Promise<unknown>;
  periodMs(): number;
  now(): number;
  /** Called at each reading that finds no known mode (with the error when the read failed). */
  unknown(data: unknown, error?: unknown): void;
}

/** The reader's state for one instance (one per process; the unit test makes its own). */
export function createModeReader(source: ModeSource) {
  let last: ModeReading | null = null;
  let reading: Promise<ModeReading> | null = null;

  function settle(data: unknown, error?: unknown): ModeReading {
    const mode = error === undefined ? settingMode(data) : null;
    if (mode === null) source.unknown(data, error);
    last = { mode, atMs: source.now() };
    return last;
  }

  /** Reads the document now (one read at a time). */
  function refresh(): Promise<ModeReading> {
    reading ??= source
      .setting()
      .then(
        (data) => settle(data),
        (error: unknown) => settle(undefined, error),
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** The mode as last read (null: unknown), refreshing a stale reading in the background. */
  function current(): AgeAssuranceMode | null {
    if (last === null || source.now() - last.atMs > 2 * source.periodMs()) void refresh();
    return last?.mode ?? null;
  }

  /** Resolves once there is a reading: at once after the first. */
  async function settled(): Promise<void> {
    if (last === null) await refresh();
  }

  return { refresh, current, settled };
}

const reader = createModeReader({
  setting: async () => (await ageAssuranceSettingRef().get()).data(),
  periodMs: ageModeCheckMs,
  now: Date.now,
  unknown: (data, error) => {
    logger.error('age_assurance.unknown', {
      setting: data ?? null,
      error: error instanceof Error ? error.message : null,
      action:
        'siteSettings/ageAssurance names no known mode or could not be read: adults-only images ' +
        'and links are refused (503). Run npm run age-mode -- --to <mode> --apply ' +
        '(docs/age-assurance.md#switching-modes).',
    });
  },
});

/** The mode as last read, null while it is unknown. */
export const currentAgeMode = (): AgeAssuranceMode | null => reader.current();

/**
 * The mode, for a call about to decide on adults-only data; 503 while it is unknown (the caller
 * may retry once the document names a known mode again).
 */
export function ageMode(): AgeAssuranceMode {
  const mode = reader.current();
  if (mode !== null) return mode;
  throw new HttpError(503, AGE_MESSAGES.modeUnknown, {
    code: 'unavailable',
    retryAfterSeconds: 60,
  });
}

/** Whether this process reads the mode once a period: the api function's instances do. */
let watching = false;

/** Middleware: an api instance's first requests wait for its first reading. */
export async function awaitAgeMode(_req: Request, _res: Response, next: NextFunction) {
  if (watching) await reader.settled();
  next();
}

/**
 * The api function's instances read at start, then once a period (the timer does not keep the
 * process alive). Other functions (pages, triggers, jobs) never decide on adults-only data.
 */
function watch(): void {
  watching = true;
  void reader.refresh();
  setInterval(() => void reader.refresh(), ageModeCheckMs()).unref();
}

if (process.env.FUNCTION_TARGET === 'api') watch();
