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

/**
 * The states of the admin's Link health list, the worst first: dead (404, 410, unknown host),
 * unreachable (no answer: timeout, refused address, connection failure), unknown (an answer
 * that is neither alive nor dead: 5xx, 401/403/429, too many redirects), not checked yet, alive.
 */
export const LINK_HEALTH_STATES = ['dead', 'unreachable', 'unknown', 'unchecked', 'alive'] as const;
export type LinkHealthState = (typeof LINK_HEALTH_STATES)[number];

/** What a stored check shows in the Link health list. */
export function linkHealthState(check: {
  verdict: LinkVerdict | null;
  status: number | null;
}): LinkHealthState {
  if (check.verdict === null) return 'unchecked';
  if (check.verdict === 'unknown' && check.status === null) return 'unreachable';
  return check.verdict;
}

/**
 * A check's place in the Link health list (0 the worst), stored with it as `severity` so the
 * list is one query ordered by one field (and the document id): the automatic single-field
 * index serves it, no composite index.
 */
export function severityOf(check: { verdict: LinkVerdict | null; status: number | null }): number {
  return LINK_HEALTH_STATES.indexOf(linkHealthState(check));
}

/** The field the Link health list is ordered by (severityOf). */
export const LINK_HEALTH_ORDER = 'severity';
