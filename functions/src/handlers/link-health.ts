// The admin's link health: "Check now" on one product's outgoing link (Reported Broken Links and
// the Link health tab), the same check and record as the link checker's queue
// (shared/link-health.ts); and the Link health list over the whole catalogue.
import {
  LIMITS,
  LINK_HEALTH_MESSAGES,
  LINK_HEALTH_ORDER,
  LINK_HEALTH_STATES,
  type FeedCursor,
  type LinkCheckNowAnswer,
  type LinkHealthPage,
  type LinkHealthState,
} from '@xmates/domain';
import { readAll } from '../db/converter';
import { linkHealthList, linksOfSeverity } from '../db/link-health';
import { productRef } from '../db/products';
import { pageAfter } from '../db/query';
import { checkProductLink, defaultChecker } from '../shared/link-health';
import { approvedProduct, notFoundProduct } from '../lookups/products';
import { LINK_HEALTH_PRODUCT_FIELDS, toLinkHealthView } from '../views/moderation-view';

export async function checkLinkNow(productId: string): Promise<LinkCheckNowAnswer> {
  await approvedProduct(productId);
  const recorded = await checkProductLink(productId, defaultChecker());
  if (!recorded) throw notFoundProduct();
  const { check, reported } = recorded;
  return { message: LINK_HEALTH_MESSAGES.checked(check.verdict, check.reason), check, reported };
}

/**
 * A page of the Link health list and the count of each state. Reads: the page and its
 * look-ahead (21), its products (20), and a count() per state (one read per 1,000 links it
 * matches, at least one; the five together at most ⌈links / 1,000⌉ + 4): 45 + ⌈links / 1,000⌉
 * at worst, 145 for 100,000 links.
 */
export async function listLinkHealth(after: FeedCursor | null): Promise<LinkHealthPage> {
  const [{ docs, nextCursor }, counted] = await Promise.all([
    pageAfter(linkHealthList(), LINK_HEALTH_ORDER, after, LIMITS.adminPageSize),
    Promise.all(LINK_HEALTH_STATES.map((_, severity) => linksOfSeverity(severity).count().get())),
  ]);
  const products = await readAll(
    docs.map((d) => productRef(d.id)),
    { fieldMask: [...LINK_HEALTH_PRODUCT_FIELDS] },
  );
  const counts: Record<LinkHealthState, number> = {
    dead: 0,
    unreachable: 0,
    unknown: 0,
    unchecked: 0,
    alive: 0,
  };
  LINK_HEALTH_STATES.forEach((state, i) => {
    counts[state] = counted[i]?.data().count ?? 0;
  });
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    links: docs.map((d, i) => toLinkHealthView(d.id, d.data(), products[i]?.data())),
    counts,
    total,
    pages: Math.max(1, Math.ceil(total / LIMITS.adminPageSize)),
    nextCursor,
  };
}
