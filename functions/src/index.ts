// Wires the deployable functions; the work lives in api/, handlers/ and triggers/.
import { onRequest } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/firestore';
import { COLLECTIONS, type DonationTotalsDoc, type ProfileDoc } from '@xmates/domain';
import { createApp } from './app';
import { config, secrets } from './config';
import { applyRetention } from './jobs/retention';
import { createPagesApp } from './pages/app';
import { storedData } from './db/converter';
import type { StoredComment, StoredReply } from './db/comments';
import type { StoredAdminMessage, StoredDmMessage } from './db/notifications';
import type { StoredReaction } from './db/reactions';
import type { StoredSubmissionDoc } from './db/submissions';
import {
  awardForComment,
  awardForDonations,
  awardForReaction,
  awardForSubmission,
  logAward,
  type AwardReport,
} from './triggers/badges';
import { notifyComment, notifyReply } from './triggers/comments';
import { logDelivery, type DeliveryReport } from './triggers/deliver';
import { notifyAdminMessage, notifyDirectMessage } from './triggers/direct-messages';
import { copySubmitter, notifyBadges } from './triggers/profiles';
import { notifyLike } from './triggers/reactions';
import { notifyApproved } from './triggers/submissions';
import { stripeWebhookHandler } from './webhook/handler';

const region = 'us-central1';
const { users, reactions, products, comments, replies, dmThreads, messages } = COLLECTIONS;

// The local test checkout signs its events with the webhook's secret, so on the emulator
// (only) the api function is given it too.
const apiSecrets = [secrets.stripeSecretKey, secrets.hcaptchaSecret];
if (config.isEmulator) apiSecrets.push(secrets.stripeWebhookSecret);

export const api = onRequest({ region, memory: '512MiB', secrets: apiSecrets }, createApp());

/** Stripe's events (Hosting serves it at /api/stripe/webhook): see webhook/handler.ts. */
export const stripeWebhook = onRequest(
  { region, memory: '256MiB', secrets: [secrets.stripeWebhookSecret] },
  stripeWebhookHandler,
);

/** Product pages' HTML with their head filled in, and sitemap.xml (Hosting rewrites). */
export const pages = onRequest({ region, memory: '256MiB' }, createPagesApp());

// Trigger events carry untyped snapshots; the documents are the API's own (db/ types), and a
// redelivered event is harmless (see triggers/deliver.ts). Retries are on, so a failed
// delivery (Firestore unavailable) runs again.
const retry = { region, retry: true };

export const notifyOnLike = onDocumentWritten(
  { ...retry, document: `${users}/{uid}/${reactions}/{productId}` },
  async (event) => {
    const { uid, productId } = event.params;
    const before = storedData<StoredReaction>(event.data?.before);
    const after = storedData<StoredReaction>(event.data?.after);
    logDelivery('notify.like', await notifyLike(uid, productId, before, after));
  },
);

/** A trigger on created documents of type T: the handler's delivery reports are logged. */
function onCreated<T>(
  document: string,
  name: string,
  handle: (data: T, params: Record<string, string>) => Promise<DeliveryReport>,
) {
  return onDocumentCreated({ ...retry, document }, async (event) => {
    const data = storedData<T>(event.data);
    if (data) logDelivery(name, await handle(data, event.params));
  });
}

export const notifyOnComment = onCreated<StoredComment>(
  `${products}/{productId}/${comments}/{commentId}`,
  'notify.comment',
  (comment, { productId = '', commentId = '' }) => notifyComment(productId, commentId, comment),
);

export const notifyOnReply = onCreated<StoredReply>(
  `${products}/{productId}/${comments}/{commentId}/${replies}/{replyId}`,
  'notify.reply',
  (reply, { productId = '', commentId = '', replyId = '' }) =>
    notifyReply(productId, commentId, replyId, reply),
);

export const notifyOnDirectMessage = onCreated<StoredDmMessage>(
  `${dmThreads}/{threadId}/${messages}/{messageId}`,
  'notify.dm',
  (message, { threadId = '', messageId = '' }) => notifyDirectMessage(threadId, messageId, message),
);

export const notifyOnAdminMessage = onCreated<StoredAdminMessage>(
  `${COLLECTIONS.adminMessages}/{id}`,
  'notify.admin',
  (message, { id = '' }) => notifyAdminMessage(id, message),
);

export const notifyOnBadge = onDocumentUpdated(
  { ...retry, document: `${COLLECTIONS.profiles}/{uid}` },
  async (event) => {
    const before = storedData<Partial<ProfileDoc>>(event.data?.before);
    const after = storedData<Partial<ProfileDoc>>(event.data?.after);
    logDelivery('notify.badge', await notifyBadges(event.params.uid, before, after));
  },
);

/** A submitted link made a product tells its submitter (APPROVED). */
export const notifyOnApproval = onDocumentUpdated(
  { ...retry, document: `${COLLECTIONS.submissions}/{id}` },
  async (event) => {
    const before = storedData<StoredSubmissionDoc>(event.data?.before);
    const after = storedData<StoredSubmissionDoc>(event.data?.after);
    logDelivery('notify.approved', await notifyApproved(event.params.id, before, after));
  },
);

/** A member's new name or badges reach the card copy on their named products. */
export const copySubmitterOnProfile = onDocumentUpdated(
  { ...retry, document: `${COLLECTIONS.profiles}/{uid}` },
  async (event) => {
    const before = storedData<Partial<ProfileDoc>>(event.data?.before);
    const after = storedData<Partial<ProfileDoc>>(event.data?.after);
    const updated = await copySubmitter(event.params.uid, before, after);
    if (updated > 0) logger.info('profile.submitter_copied', { uid: event.params.uid, updated });
  },
);

/** Awards on created documents of type T (badges/awarding in the domain, triggers/badges). */
function awardOnCreated<T>(
  document: string,
  name: string,
  handle: (data: T) => Promise<AwardReport> | null,
) {
  return onDocumentCreated({ ...retry, document }, async (event) => {
    const data = storedData<T>(event.data);
    if (data) logAward(name, await handle(data));
  });
}

export const awardOnSubmission = awardOnCreated<StoredSubmissionDoc>(
  `${COLLECTIONS.submissions}/{id}`,
  'award.submission',
  (submission) => awardForSubmission(submission.submittedBy.uid),
);

export const awardOnComment = awardOnCreated<StoredComment>(
  `${products}/{productId}/${comments}/{commentId}`,
  'award.comment',
  (comment) => awardForComment(comment.user.id),
);

export const awardOnReply = awardOnCreated<StoredReply>(
  `${products}/{productId}/${comments}/{commentId}/${replies}/{replyId}`,
  'award.reply',
  (reply) => awardForComment(reply.user.id),
);

export const awardOnReaction = onDocumentWritten(
  { ...retry, document: `${users}/{uid}/${reactions}/{productId}` },
  async (event) => {
    const before = storedData<StoredReaction>(event.data?.before);
    const after = storedData<StoredReaction>(event.data?.after);
    logAward('award.reaction', await awardForReaction(event.params.productId, before, after));
  },
);

export const awardOnDonation = onDocumentWritten(
  { ...retry, document: `${COLLECTIONS.donationTotals}/{uid}` },
  async (event) => {
    const before = storedData<Partial<DonationTotalsDoc>>(event.data?.before);
    const after = storedData<Partial<DonationTotalsDoc>>(event.data?.after);
    logAward('award.donation', await awardForDonations(event.params.uid, before, after));
  },
);

/**
 * The privacy page's retention targets, applied daily (jobs/retention.ts). The emulator does
 * not fire schedules: the tests run applyRetention itself.
 */
export const applyRetentionDaily = onSchedule(
  {
    region,
    schedule: 'every day 03:30',
    timeZone: 'Australia/Melbourne',
    timeoutSeconds: 540,
    // A closed account's running monthly donation is cancelled at Stripe before it is erased.
    secrets: [secrets.stripeSecretKey],
  },
  async (event) => {
    logger.info('retention.done', await applyRetention(new Date(event.scheduleTime)));
  },
);
