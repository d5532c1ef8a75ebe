// Reported Broken Links (admin): the queue of flagged products, and the decision on their
// reports. Approving removes the product from every public listing (approved false, status
// 'removed'; feed, counts, product page, member lists and searches all ask for approved ==
// true) and keeps it, its reports and every member's reaction for the record. Rejecting
// clears the reports (and the reporters' "reported" mark, so they may report it again).
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  LIMITS,
  MODERATION_MESSAGES,
  imagesKeptApart,
  logLabel,
  type FlaggedProductsPage,
  type LinkReportDecisionAnswer,
  type ModerationTarget,
} from '@xmates/domain';
import { selectFields, readAll } from '../db/converter';
import { db } from '../db/firebase';
import { linkCheckRef } from '../db/link-health';
import { logAction, type Actor } from '../db/moderation';
import {
  adultImagesRef,
  flaggedProducts,
  linkReportsOf,
  productOwnerRef,
  productRef,
  watchLinkRef,
} from '../db/products';
import { offsetPage } from '../db/query';
import { dislikesOfProduct, reactionRef } from '../db/reactions';
import { HttpError } from '../http/http-error';
import { FLAGGED_FIELDS, toFlaggedProductView } from '../views/moderation-view';
import { checkProductId, inTransaction, notFoundProduct } from '../lookups/products';
import { reportersOf } from '../listing/reporters';

export async function listFlagged(page: number): Promise<FlaggedProductsPage> {
  const query = selectFields(flaggedProducts(), FLAGGED_FIELDS);
  const { docs, ...paging } = await offsetPage(query, page, LIMITS.adminPageSize);
  const ids = docs.map((d) => d.id);
  // Admins see adults-only images too: those kept apart (verified mode) are read from there.
  const apart = docs.filter((d) => imagesKeptApart(d.data())).map((d) => d.id);
  const [links, reporters, checks, adultImages] = await Promise.all([
    readAll(ids.map((id) => watchLinkRef(id))),
    reportersOf(ids.map((id) => linkReportsOf(id))),
    readAll(ids.map((id) => linkCheckRef(id))),
    readAll(apart.map((id) => adultImagesRef(id))),
  ]);
  const keptApart = new Map(adultImages.map((snap) => [snap.id, snap.data()?.images]));
  const products = docs.map((d, i) =>
    toFlaggedProductView(
      d.id,
      d.data(),
      links[i]?.data()?.link ?? null,
      reporters[i] ?? [],
      checks[i]?.data(),
      keptApart.get(d.id),
    ),
  );
  return { products, ...paging };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The feed leaves out a member's disliked products by counting the dislikes that match a
 * filter; a removed product no longer counts in the feed, so its dislikes are marked to be
 * skipped. After the removal's transaction: a failure here is logged (those members' page
 * counts would be one too low) and does not undo the removal.
 */
async function unlistDislikes(productId: string): Promise<void> {
  const snap = await dislikesOfProduct(productId).get();
  const writer = db().bulkWriter();
  const failures: string[] = [];
  for (const d of snap.docs) {
    writer.update(d.ref, { unlisted: true, dislikedKeys: [] }).catch((err: unknown) => {
      failures.push(String(err));
    });
  }
  await writer.close();
  if (failures.length > 0) {
    logger.error('moderation.unlist_dislikes_failed', { productId, failures: failures.length });
  }
}

export async function decideLinkReport(
  id: string,
  decision: 'approve' | 'reject',
  actor: Actor,
): Promise<LinkReportDecisionAnswer> {
  checkProductId(id);
  const ref = productRef(id);
  const linkRef = watchLinkRef(id);
  const ownerRef = productOwnerRef(id);
  const imagesRef = adultImagesRef(id);
  const state = await inTransaction(async (tx) => {
    const [productSnap, linkSnap, ownerSnap, imagesSnap, reportsSnap] = await Promise.all([
      tx.get(ref),
      tx.get(linkRef),
      tx.get(ownerRef),
      tx.get(imagesRef),
      tx.get(linkReportsOf(id)),
    ]);
    const product = productSnap.data();
    if (!product) throw notFoundProduct();
    if (product.flagged !== true) throw new HttpError(409, MODERATION_MESSAGES.notFlagged);
    const reports = reportsSnap.docs;
    const target: ModerationTarget = {
      kind: 'product',
      id,
      productId: null,
      commentId: null,
      label: logLabel(product.title ?? id),
    };
    const now = Timestamp.now();

    if (decision === 'approve') {
      tx.update(ref, {
        approved: false,
        status: 'removed',
        flagged: false,
        removedAt: now,
        updatedAt: now,
      });
      // Members read links only of approved products (the rules read this mirror).
      if (linkSnap.exists) tx.update(linkRef, { approved: false });
      // Likewise the adults-only images kept apart (verified mode).
      if (imagesSnap.exists) tx.update(imagesRef, { approved: false });
      // The submitter's lists show listed products only (productOwners mirrors approved).
      if (ownerSnap.exists) tx.update(ownerRef, { approved: false });
      logAction(tx, actor, 'broken-link.approve', target, {
        note: plural(reports.length, 'report'),
      });
      return { approved: false, status: 'removed' as const };
    }

    const reactions = await readAll(
      reports.map((r) => reactionRef(r.id, id)),
      { tx },
    );
    for (const report of reports) tx.delete(report.ref);
    for (const reaction of reactions) {
      if (reaction.exists) tx.update(reaction.ref, { reported: false, updatedAt: now });
    }
    tx.update(ref, { flagged: false, brokenReportsCount: 0, updatedAt: now });
    logAction(tx, actor, 'broken-link.reject', target, {
      note: `${plural(reports.length, 'report')} cleared`,
    });
    return { approved: product.approved === true, status: product.status ?? 'approved' };
  });
  if (decision === 'approve') {
    await unlistDislikes(id).catch((err: unknown) => {
      logger.error('moderation.unlist_dislikes_failed', { productId: id, error: String(err) });
    });
  }
  const message =
    decision === 'approve'
      ? MODERATION_MESSAGES.linkReportApproved
      : MODERATION_MESSAGES.linkReportRejected;
  return { message, product: { _id: id, id, ...state } };
}
