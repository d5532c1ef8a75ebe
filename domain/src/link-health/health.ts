/**
 * Link health (issue 26 item 1): what one check of a product's outgoing link concludes, and
 * when a run of dead verdicts becomes a broken-link report by the link checker.
 *
 * A verdict is alive (2xx, a redirect chain ending 2xx), dead (404, 410, unknown host) or
 * unknown (timeouts, 5xx, 401/403/429, refused addresses, anything else). Unknown is never a
 * verdict: it neither starts nor ends a dead streak.
 */
export type LinkVerdict = 'alive' | 'dead' | 'unknown';

/** The verdict of a final HTTP status (after redirects). */
export function verdictOfStatus(status: number): LinkVerdict {
  if (status >= 200 && status < 300) return 'alive';
  if (status === 404 || status === 410) return 'dead';
  return 'unknown';
}

/** A dead streak is reported once its first and latest dead verdicts are this far apart. */
export const DEAD_STREAK_MS = 24 * 60 * 60 * 1000;

/**
 * The id the link checker's reports are stored under (products/{id}/linkReports/{id}). Auth
 * generates 28-character alphanumeric uids and the app never creates accounts with chosen
 * uids, so an id with a hyphen is never a member's.
 */
export const LINK_CHECKER_UID = 'link-checker';

/** The streak as stored with a product's last check (epoch milliseconds here). */
export interface DeadStreak {
  /** The first dead verdict of the current streak, or null while the link is not dead. */
  deadSince: number | null;
  /** This streak was already reported (never twice for one streak). */
  reported: boolean;
}

/**
 * The streak after one verdict, and whether this verdict files the report: alive ends the
 * streak, unknown leaves it as it was, dead starts it or, 24 hours after its first dead
 * verdict, reports it once.
 */
export function nextStreak(
  streak: DeadStreak,
  verdict: LinkVerdict,
  now: number,
): DeadStreak & { report: boolean } {
  if (verdict === 'alive') return { deadSince: null, reported: false, report: false };
  if (verdict === 'unknown' || streak.deadSince === null) {
    const deadSince = verdict === 'dead' ? now : streak.deadSince;
    return { deadSince, reported: verdict === 'dead' ? false : streak.reported, report: false };
  }
  const report = !streak.reported && now - streak.deadSince >= DEAD_STREAK_MS;
  return { deadSince: streak.deadSince, reported: streak.reported || report, report };
}
