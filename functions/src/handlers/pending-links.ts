// Link Verification (admin): the queue of submitted links by status, approve and reject, and
// the risk and duplicate checks shown before a product is created.
import { Timestamp } from 'firebase-admin/firestore';
import {
  LIMITS,
  REVIEW_MESSAGES,
  canonicalLink,
  isDocumentId,
  linkRiskCheck,
  wrongStatusMessage,
  type LinkCheckAnswer,
  type PendingLinksPage,
  type QueueStatus,
  type SubmissionStatus,
  type SubmissionView,
} from '@xmates/domain';
import { approvedProductByLinkKey, approvedProductsByLinkKeys } from '../db/claims';
import { db } from '../db/firebase';
import { newestSubmissions, submissionRef, submissionsWithStatus } from '../db/submissions';
import { HttpError } from '../http/http-error';
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
  const size = LIMITS.adminPageSize;
  const filtered = submissionsWithStatus(status);
  const { count: total } = (await filtered.count().get()).data();
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(page, pages);
  const snap = await newestSubmissions(filtered)
    .offset((current - 1) * size)
    .limit(size)
    .get();
  const docs = snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  // The key is recomputed, not read: seeded submissions have none, and the canonical form
  // may have learned new variants since a link was submitted.
  const duplicates = await approvedProductsByLinkKeys(docs.map((d) => canonicalLink(d.data.link)));
  const items = docs.map(({ id, data }, i) => ({
    ...toSubmissionView(id, data),
    images: [],
    risk: linkRiskCheck(data.link),
    duplicate: duplicates[i] ?? { exists: false, existing: null },
    updatedAt: data.updatedAt?.toDate().toISOString() ?? null,
  }));
  return { links: items, items, page: current, pages, total };
}

export function notFoundSubmission(): HttpError {
  return new HttpError(404, REVIEW_MESSAGES.submissionNotFound);
}

/** Approve (pending → approved) or reject (pending → rejected); any other state is a 409. */
export async function reviewSubmission(
  id: string,
  action: 'approve' | 'reject',
  adminUid: string,
): Promise<SubmissionView> {
  if (!isDocumentId(id)) throw notFoundSubmission();
  const next: SubmissionStatus = action === 'approve' ? 'approved' : 'rejected';
  return db().runTransaction(async (tx) => {
    const ref = submissionRef(id);
    const current = (await tx.get(ref)).data();
    if (!current) throw notFoundSubmission();
    if (current.status !== 'pending') {
      throw new HttpError(409, wrongStatusMessage(action, current.status));
    }
    const now = Timestamp.now();
    tx.update(ref, {
      status: next,
      reviewedBy: adminUid,
      reviewedAt: now,
      updatedAt: now,
    });
    return toSubmissionView(id, { ...current, status: next, updatedAt: now });
  });
}

/** GET /api/admin/link-check: the risk check and the duplicate check of any link. */
export async function checkLink(link: string): Promise<LinkCheckAnswer> {
  const linkKey = canonicalLink(link);
  const duplicate = await approvedProductByLinkKey(linkKey);
  return { link, linkKey, risk: linkRiskCheck(link), duplicate };
}
