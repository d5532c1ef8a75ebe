import type { LinkVerdict } from './health';

/**
 * linkChecks/{productId}: the last check of a listed product's outgoing link (server-only;
 * admins see it through the API). Created with lastCheckedAt null when the checker first finds
 * the product, so it is checked before any other (null sorts first); deleted once the product
 * is no longer listed. T is the writer's Timestamp type.
 */
export interface LinkCheckDoc<T = unknown> {
  /** The link this check read (watchLinks/{productId}.link at the time). */
  link: string;
  /**
   * The product's createdAt: the newest one found tells the checker where to look for
   * products it has not met yet (listed products created after it).
   */
  productCreatedAt: T;
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
}
