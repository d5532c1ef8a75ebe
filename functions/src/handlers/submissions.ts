// POST /api/submit-link/newproduct and GET /api/submit-link/my-submissions.
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import {
  MESSAGES,
  SUBMIT_MESSAGES,
  canonicalLink,
  checkSubmission,
  linkRiskCheck,
  type DuplicateLinkAnswer,
  type SubmissionView,
  type SubmitLinkBody,
} from '@xmates/domain';
import { config } from '../config';
import {
  newestSubmissions,
  submissionsBy,
  submissionsCollection,
  type StoredSubmissionDoc,
} from '../db/submissions';
import { approvedProductByLinkKey } from '../db/claims';
import { userRef } from '../db/users';
import { HttpError } from '../http/http-error';
import { consumeRateLimits, rulesFor } from '../http/rate-budget';
import type { RateRule } from '../db/rate-limits';
import { toSubmissionView } from '../views/submission-view';
import { existingCategoryName } from '../lookups/catalogue';

/** GET /api/submit-link/my-submissions answers at most this many (the SPA asks for 100). */
const MY_SUBMISSIONS_LIMIT = 100;

/**
 * The submitter as the queue shows them. The account must be synced (the SPA syncs on every
 * sign-in); the route admits verified members only (requireMember).
 */
async function submitter(token: DecodedIdToken) {
  const user = (await userRef(token.uid).get()).data();
  if (!user) throw new HttpError(404, MESSAGES.accountNotSynced, { code: 'account-not-synced' });
  return {
    submittedBy: { uid: token.uid, email: user.email, displayName: user.displayName },
    accountCreatedMs: user.createdAt.toMillis(),
  };
}

/**
 * The submission budgets of one caller: per member and per address, and for an account
 * younger than newAccountSubmitLimit.ageMs a small daily budget on top.
 */
function submitRules(uid: string, ip: string, accountCreatedMs: number, now: number): RateRule[] {
  const rules = rulesFor(['submit'], { uid, member: true, ip });
  const { ageMs, max, windowMs } = config.newAccountSubmitLimit;
  if (now - accountCreatedMs < ageMs) {
    rules.push({ scope: 'submit-new-account', key: uid, max, windowMs });
  }
  return rules;
}

/** The listed product that already uses a link (in any form canonicalLink takes), if any. */
export async function listedDuplicate(link: string): Promise<DuplicateLinkAnswer> {
  const { existing } = await approvedProductByLinkKey(canonicalLink(link));
  return { existing: existing && { slug: existing.slug, title: existing.title } };
}

export async function createSubmission(
  token: DecodedIdToken,
  body: SubmitLinkBody,
  ip: string,
): Promise<SubmissionView> {
  const checked = checkSubmission(body);
  if (!checked.ok) throw new HttpError(400, checked.error, { field: checked.field });
  const input = checked.value;
  const { submittedBy, accountCreatedMs } = await submitter(token);
  // A link already listed is refused before it reaches the admins' queue (and the budget).
  const { existing } = await listedDuplicate(input.link);
  if (existing) {
    throw new HttpError(409, SUBMIT_MESSAGES.alreadyListed(existing.title), {
      code: 'duplicate',
      field: 'link',
      duplicateOf: existing,
    });
  }
  const category = input.category
    ? await existingCategoryName(input.category, SUBMIT_MESSAGES.unknownCategory)
    : null;
  // Counted only once the submission is valid: a member fixing a typo is not penalised.
  const now = Timestamp.now();
  await consumeRateLimits(submitRules(token.uid, ip, accountCreatedMs, now.toMillis()));

  const doc: StoredSubmissionDoc = {
    ...input,
    category,
    status: 'pending',
    submittedBy,
    linkKey: canonicalLink(input.link),
    risk: linkRiskCheck(input.link),
    productId: null,
    reviewedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const ref = submissionsCollection().doc();
  await ref.create(doc);
  return toSubmissionView(ref.id, doc);
}

export async function listMySubmissions(uid: string): Promise<SubmissionView[]> {
  const snap = await newestSubmissions(submissionsBy(uid)).limit(MY_SUBMISSIONS_LIMIT).get();
  return snap.docs.map((d) => toSubmissionView(d.id, d.data()));
}
