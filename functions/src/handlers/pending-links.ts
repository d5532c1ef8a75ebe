// Link Verification (admin): the queue of submitted links by status, approve and reject, and
// the risk and duplicate checks shown before a product is created.
import { Timestamp } from 'firebase-admin/firestore';
import {
  LIMITS,
  SUBMIT_MESSAGES,
  canonicalLink,
  isDocumentId,
  linkRiskCheck,
  logLabel,
  wrongStatusMessage,
  type DuplicateHint,
  type LinkCheckAnswer,
  type PendingLinksPage,
  type QueueStatus,
  type SubmissionStatus,
  type SubmissionView,
} from '@xmates/domain';
import { approvedProductByLinkKey, approvedProductsByLinkKeys } from '../db/claims';
import { runTransaction } from '../db/firebase';
import { logAction, type Actor } from '../db/moderation';
import { offsetPage } from '../db/query';
import { newestSubmissions, submissionRef, submissionsWithStatus } from '../db/submissions';
import { HttpError } from '../http/http-error';
import { notFoundSubmission, submissionTarget } from '../lookups/submissions';
import { toSubmissionView } from '../views/submission-view';

/**
 * One page of the queue, newest first. Pages are offsets bounded by the count (an admin
 * queue is short, and "Page x / y" needs numbered pages); a page past the end answers the
 * last page.
 */
export async function listPendingLinks(
  status: QueueStatus,
  page: number,
): Promise<PendingLinksPage> {
  const query = newestSubmissions(submissionsWithStatus(status));
  const { docs: snaps, ...paging } = await offsetPage(query, page, LIMITS.adminPageSize);
  const docs = snaps.map((d) => ({ id: d.id, data: d.data() }));
  // The key is recomputed, not read: seeded submissions have none, and the canonical form
  // may have learned new variants since a link was submitted.
  const duplicates = await approvedProductsByLinkKeys(docs.map((d) => canonicalLink(d.data.link)));
  const items = docs.map(({ id, data }, i) => ({
    ...toSubmissionView(id, data),
    images: [],
    risk: linkRiskCheck(data.link),
    duplicate: duplicates[i] ?? { exists: false, existing: null },
    updatedAt: data.updatedAt.toDate().toISOString(),
  }));
  return { links: items, items, ...paging };
}

/** Approve (pending → approved) or reject (pending → rejected); any other state is a 409. */
export async function reviewSubmission(
  id: string,
  action: 'approve' | 'reject',
  actor: Actor,
): Promise<SubmissionView> {
  if (!isDocumentId(id)) throw notFoundSubmission();
  const next: SubmissionStatus = action === 'approve' ? 'approved' : 'rejected';
  return runTransaction(async (tx) => {
    const ref = submissionRef(id);
    const current = (await tx.get(ref)).data();
    if (!current) throw notFoundSubmission();
    if (current.status !== 'pending') {
      throw new HttpError(409, wrongStatusMessage(action, current.status));
    }
    // A rejected link that a listed product already uses is a duplicate: the member is told
    // which product (My Submissions, and the DUPLICATE notice of the notifyOnReview trigger).
    const listed =
      action === 'reject'
        ? (await approvedProductByLinkKey(current.linkKey ?? null)).existing
        : null;
    const duplicateOf = listed ? { id: listed.id, title: listed.title } : null;
    const now = Timestamp.now();
    const review = {
      status: next,
      reviewedAt: now,
      updatedAt: now,
      ...(duplicateOf ? { duplicateOf } : {}),
    };
    tx.update(ref, review);
    logAction(
      tx,
      actor,
      action === 'approve' ? 'link.approve' : 'link.reject',
      submissionTarget(id, current),
      { note: duplicateOf ? `Duplicate of “${logLabel(duplicateOf.title)}”` : null },
    );
    return toSubmissionView(id, { ...current, ...review });
  });
}

/** GET /api/admin/link-check: the risk check and the duplicate check of any link. */
export async function checkLink(link: string): Promise<LinkCheckAnswer> {
  const linkKey = canonicalLink(link);
  const duplicate = await approvedProductByLinkKey(linkKey);
  return { link, linkKey, risk: linkRiskCheck(link), duplicate };
}

/**
 * GET /api/admin/products/lookup-by-link, the duplicate check of the spec: is the link (in any
 * trivial variant) an approved product?
 */
export async function lookupByLink(link: string): Promise<DuplicateHint> {
  const key = canonicalLink(link);
  if (!key) throw new HttpError(400, SUBMIT_MESSAGES.invalidUrl, { field: 'link' });
  return approvedProductByLinkKey(key);
}
