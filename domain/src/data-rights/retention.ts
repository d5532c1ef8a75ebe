/**
 * How long personal records are kept: the privacy page's table and the daily retention job
 * read these same figures, so the page never promises what the job does not do.
 */

/** A retention period in whole calendar months or days. */
export type RetentionPeriod = { months: number } | { days: number };

export const RETENTION = {
  /** contactMessages: support and contact messages (the page's range: 12–24 months). */
  contactMessages: { months: 12 },
  /**
   * Security records the database keeps: rate-limit windows (hashed keys) once they expired,
   * and the handled Stripe events (Stripe redelivers for 3 days at most). The page's range:
   * 30–180 days; the functions' request logs live in Cloud Logging, set to the same figure.
   */
  securityLogs: { days: 90 },
  /**
   * An account counts as closed once its e-mail went unverified past the 24-hour window (it
   * can no longer sign in); its data goes this long after (the page's range: 30–90 days).
   * Accounts deleted by an admin on request lose their data at once.
   */
  accountData: { days: 30 },
  /** donations: payment records for tax and accounting law (the page's range: 5–7 years). */
  donations: { months: 7 * 12 },
} as const satisfies Record<string, RetentionPeriod>;

export type RetainedRecord = keyof typeof RETENTION;

/** The instant `period` before `now` (calendar months in UTC; a day is 24 hours). */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  const cutoff = new Date(now.getTime());
  if ('months' in period) cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months);
  else cutoff.setTime(cutoff.getTime() - period.days * 24 * 60 * 60_000);
  return cutoff;
}

/** A period as the privacy page words it ("12 months", "7 years", "90 days"). */
export function retentionText(period: RetentionPeriod): string {
  if ('days' in period) return `${period.days} days`;
  const { months } = period;
  return months >= 24 && months % 12 === 0 ? `${months / 12} years` : `${months} months`;
}

/**
 * The privacy page's retention table: the record, the target the policy states (a range), and
 * the period the daily job applies within it.
 */
export const RETENTION_TABLE: readonly (readonly [
  record: string,
  target: string,
  applied: string,
])[] = [
  [
    'Support tickets and contact messages',
    '12–24 months',
    retentionText(RETENTION.contactMessages),
  ],
  ['Security logs', '30–180 days', retentionText(RETENTION.securityLogs)],
  ['Donation records', '5–7 years (tax and accounting law)', retentionText(RETENTION.donations)],
  [
    'Account data',
    '30–90 days after the account is closed',
    `${retentionText(RETENTION.accountData)} (at once when you ask us to delete it)`,
  ],
];

/**
 * Days a production database backup is kept (the backup schedule's --retention, see the
 * Backups section of docs/operations.md): deleted data is gone from every copy after this.
 */
export const BACKUP_RETENTION_DAYS = 28;

/**
 * A member's erasure as the server resumes it: erasures/{uid} (server-only, the default deny of
 * firestore.rules) is written before anything is deleted and removed once everything went. The
 * daily retention job finishes a marker whose last attempt is older than `retryAfterMs` (the
 * request that wrote it has ended by then: the API's limit is 60 seconds), and raises an alert
 * (erasureStuck) once it is older than `alertAfterMs` or was tried `alertAfterAttempts` times.
 * Stripe Identity sessions whose redaction failed keep the marker until it succeeds; cancelled
 * sessions, and failed ones after `failedSettleMs`, are redacted by the job when updated within
 * `sessionRedactionDays`.
 */
export const ERASURE = {
  retryAfterMs: 5 * 60_000,
  alertAfterMs: 24 * 60 * 60_000,
  alertAfterAttempts: 3,
  sessionRedactionDays: 7,
  /** A failed check is redacted this long after it failed (the member may still resubmit). */
  failedSettleMs: 24 * 60 * 60_000,
} as const;

/** True when an unfinished erasure needs a person: older than a day, or failed repeatedly. */
export function erasureStuck(
  marker: { startedAtMs: number; attempts: number },
  nowMs: number,
): boolean {
  return (
    nowMs - marker.startedAtMs >= ERASURE.alertAfterMs ||
    marker.attempts >= ERASURE.alertAfterAttempts
  );
}
