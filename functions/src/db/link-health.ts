// linkChecks/{productId}: the link checker's last check of each listed product's link
// (server-only), the checker's sweep position (meta/linkChecker), each host's gate
// (linkHosts/{host}), and the queries the checker and the Link health list run. None needs a
// composite index.
import { FieldPath, FieldValue, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  LINK_CHECKER_UID,
  LINK_HEALTH_ORDER,
  admitToHost,
  reserveSlots,
  type Admission,
  type HostLimits,
  type LinkCheckDoc,
  type LinkCheckerStateDoc,
  type LinkHostDoc,
  type WatchLinkDoc,
} from '@xmates/domain';
import { selectFields, typed } from './converter';
import { db, runTransaction } from './firebase';
import { linkReportRef } from './products';

export type StoredLinkCheck = LinkCheckDoc<Timestamp>;

export function linkChecksCollection() {
  return typed<StoredLinkCheck>(db().collection(COLLECTIONS.linkChecks));
}

export function linkCheckRef(productId: string) {
  return linkChecksCollection().doc(productId);
}

export function linkCheckerStateRef() {
  return typed<LinkCheckerStateDoc>(db().collection(COLLECTIONS.meta)).doc('linkChecker');
}

/** The link checker's own report on a product (its id can never be a member's uid). */
export function checkerReportRef(productId: string) {
  return linkReportRef(productId, LINK_CHECKER_UID);
}

/**
 * The links in checking order: least recently checked first, never-checked ones (lastCheckedAt
 * null sorts first) before all. Single-field index.
 */
export function leastRecentlyChecked() {
  return linkChecksCollection().orderBy('lastCheckedAt', 'asc');
}

/**
 * The Link health list: the worst first (severity ascending), then by product id, so a page
 * boundary is a cursor of both. One field and the document id: the single-field index.
 */
export function linkHealthList() {
  return linkChecksCollection()
    .orderBy(LINK_HEALTH_ORDER, 'asc')
    .orderBy(FieldPath.documentId(), 'asc');
}

/** The links of one severity (for the list's counts). */
export function linksOfSeverity(severity: number) {
  return linkChecksCollection().where(LINK_HEALTH_ORDER, '==', severity);
}

export function linkHostRef(host: string) {
  return typed<LinkHostDoc>(db().collection(COLLECTIONS.linkHosts)).doc(host);
}

/** Reserves up to `count` slots on the host's line before `until` (the job, once per host). */
export function reserveHostSlots(
  host: string,
  count: number,
  now: number,
  until: number,
  limits: HostLimits,
): Promise<number[]> {
  return runTransaction(async (tx) => {
    const ref = linkHostRef(host);
    const { slots, gate } = reserveSlots((await tx.get(ref)).data(), count, now, until, limits);
    if (slots.length > 0) tx.set(ref, gate);
    return slots;
  });
}

/** A task at the host's gate: it starts (holding `lease`), or the slot it waits for. */
export function admitHostCheck(
  host: string,
  lease: string,
  slotAt: number,
  now: () => number,
  limits: HostLimits,
): Promise<Admission> {
  return runTransaction(async (tx) => {
    const ref = linkHostRef(host);
    const answer = admitToHost((await tx.get(ref)).data(), lease, slotAt, now(), limits);
    if (answer.gate) tx.set(ref, answer.gate);
    return answer;
  });
}

/** A check's lease given back: one write, no read. */
export async function releaseHostCheck(host: string, lease: string): Promise<void> {
  await linkHostRef(host).update(new FieldPath('leases', lease), FieldValue.delete());
}

/**
 * The next `limit` listed products' links after `afterId` in document-id order (an equality
 * and the document id: the single-field index serves it).
 */
export function listedLinksAfter(afterId: string | null, limit: number) {
  const links = typed<WatchLinkDoc>(db().collection(COLLECTIONS.watchLinks));
  let query = selectFields(links.where('approved', '==', true).orderBy(FieldPath.documentId()), [
    'link',
  ]).limit(limit);
  if (afterId) query = query.startAfter(afterId);
  return query;
}
