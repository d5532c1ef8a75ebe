// Does the operator's AGE_ASSURANCE parameter (what the API decides by) agree with
// siteSettings/ageAssurance (what firestore.rules decides by, written by npm run
// migrate-age-assurance)? Between a deploy that switched the mode and the migration, they do
// not: the rules would still give links and the public documents would still carry adults-only
// images. So while they disagree the API hands out no adults-only data (views/product-view.ts
// answers 503 AGE_MESSAGES.modePaused) and logs age_assurance.mismatch.
//
// Each api instance reads the document when it starts and then once a period
// (AGE_MODE_CHECK_SECONDS: 60 s, 1 s on the emulator), and logs the mismatch at each read that
// finds one. The answers decide from the last reading, without waiting for a read: a reading
// older than two periods (an instance whose timers were held while it was idle) is refreshed
// on use. Before the first reading, and after a failed one, nothing is known: adults-only data
// is refused (fail closed).
import { logger } from 'firebase-functions/logger';
import { settingMode, type AgeAssuranceMode } from '@xmates/domain';
import { ageAssurance, ageModeCheckMs } from '../config';
import { ageAssuranceSettingRef } from '../db/site-settings';

export interface ModeReading {
  /** AGE_ASSURANCE when read. */
  parameter: AgeAssuranceMode;
  /** The document's mode; null when it is missing or names no known mode. */
  setting: AgeAssuranceMode | null;
  atMs: number;
}

export interface ModeSource {
  parameter(): AgeAssuranceMode;
  /** siteSettings/ageAssurance's data, undefined when the document does not exist. */
  setting(): Promise<unknown>;
  periodMs(): number;
  now(): number;
  mismatch(reading: ModeReading): void;
  unreadable(error: unknown): void;
}

export const agree = (reading: ModeReading | null) =>
  reading !== null && reading.setting === reading.parameter;

/** The check's state for one instance (one per process; the unit test makes its own). */
export function createModeCheck(source: ModeSource) {
  let last: ModeReading | null = null;
  let reading: Promise<ModeReading | null> | null = null;

  /** Reads the document now (one read at a time); logs a mismatch. */
  function refresh(): Promise<ModeReading | null> {
    reading ??= source
      .setting()
      .then(
        (data) => {
          last = { parameter: source.parameter(), setting: settingMode(data), atMs: source.now() };
          if (!agree(last)) source.mismatch(last);
          return last;
        },
        (error: unknown) => {
          last = null;
          source.unreadable(error);
          return null;
        },
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /** Whether adults-only data may be handed out now, from the last reading. */
  function agreesNow(): boolean {
    if (last === null || source.now() - last.atMs > 2 * source.periodMs()) void refresh();
    return agree(last);
  }

  return { refresh, agreesNow, last: () => last };
}

const check = createModeCheck({
  parameter: ageAssurance,
  setting: async () => (await ageAssuranceSettingRef().get()).data(),
  periodMs: ageModeCheckMs,
  now: Date.now,
  mismatch: ({ parameter, setting }) => {
    logger.error('age_assurance.mismatch', {
      parameter,
      setting,
      action:
        `AGE_ASSURANCE is '${parameter}' but siteSettings/ageAssurance says ` +
        `'${setting ?? 'nothing'}': adults-only images and links are refused (503) until they ` +
        `agree. Run npm run migrate-age-assurance -- --to ${parameter} --apply ` +
        '(docs/age-assurance.md#switching-modes).',
    });
  },
  unreadable: (error) => {
    logger.error('age_assurance.unreadable', { error: String(error) });
  },
});

/** Whether AGE_ASSURANCE and siteSettings/ageAssurance agree, as last read (fail closed). */
export const ageModesAgree = (): boolean => check.agreesNow();

/**
 * The api function's instances read at start and then once a period; the timer does not keep
 * the process alive. Other functions (pages, triggers, jobs) never hand out adults-only data.
 */
function watch(): void {
  void check.refresh();
  setInterval(() => void check.refresh(), ageModeCheckMs()).unref();
}

if (process.env.FUNCTION_TARGET === 'api') watch();
