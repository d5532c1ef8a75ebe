import { severityOf, type LinkVerdict } from './health';

/**
 * linkChecks/{productId}: the last check of a listed product's outgoing link (server-only;
 * admins see it through the API). Created with lastCheckedAt null when the checker's sweep first
 * meets the product, so it is checked before any other (null sorts first); deleted once the
 * product is no longer listed. T is the writer's Timestamp type.
 */
export interface LinkCheckDoc<T = unknown> {
  /** The link this check read (watchLinks/{productId}.link at the time). */
  link: string;
  lastCheckedAt: T | null;
  verdict: LinkVerdict | null;
  /** The final HTTP status, or null (no answer: refused address, timeout, unknown host). */
  status: number | null;
  /** What happened, in a few words ("404 Not Found", "timeout after 10 s", ...). */
  reason: string | null;
  /** The first dead verdict of the current dead streak; null while not dead. */
  deadSince: T | null;
  /** The current streak was reported (products/{id}/linkReports/link-checker). */
  reported: boolean;
  /** Its place in the admin's Link health list, the worst first (severityOf). */
  severity: number;
}

/** The record of a link the checker has just met: never checked, so first in line. */
export function neverCheckedLink<T>(link: string): LinkCheckDoc<T> {
  return {
    link,
    lastCheckedAt: null,
    verdict: null,
    status: null,
    reason: null,
    deadSince: null,
    reported: false,
    severity: severityOf({ verdict: null, status: null }),
  };
}

/**
 * meta/linkChecker: where the checker's sweep over listed products (in document-id order)
 * stopped; null starts again from the first.
 */
export interface LinkCheckerStateDoc {
  sweptTo: string | null;
}

/**
 * linkHosts/{host}: one video host's gate for the link checker's queue (link-health/hosts.ts),
 * times in epoch milliseconds. Server-only.
 */
export interface LinkHostDoc {
  /** The checks of this host in flight: each task's lease and when it lapses. */
  leases: Record<string, number>;
  /** When the last check of this host started. */
  lastStartAt: number;
  /** The first slot nobody has reserved yet: the end of the host's line. */
  nextSlotAt: number;
}
