// Wires the deployable functions; the work lives in routers/, handlers/ and triggers/.
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { onTaskDispatched } from 'firebase-functions/tasks';
import type { ParamsOf } from 'firebase-functions';
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
  type Change,
  type DocumentSnapshot,
} from 'firebase-functions/firestore';
import { COLLECTIONS, ROLL_UP, type DonationTotalsDoc, type ProfileDoc } from '@xmates/domain';
import { createApp } from './app';
import { createPagesApp } from './pages-app';
import { createWebhookApp } from './webhook-app';
import { REGION, TIME_ZONE, config, secrets } from './config';
import { queueLinkChecks, runLinkCheckTask } from './jobs/link-health';
import { planSitemapParts } from './jobs/sitemap-parts';
import { repairRollUps } from './jobs/roll-up-repair';
import { refreshTrending } from './jobs/trending';
import { applyRetention } from './jobs/retention';
import { storedData } from './db/converter';
import type { StoredComment, StoredReply } from './db/comments';
import type { StoredAdminMessage, StoredDmMessage } from './db/notifications';
import type { StoredReaction } from './db/reactions';
import type { StoredSubmissionDoc } from './db/submissions';
import {
  awardForComment,
  awardForDonations,
  awardForSubmission,
  logAward,
} from './triggers/badges';
import { notifyComment, notifyReply } from './triggers/comments';
import { logDelivery } from './triggers/deliver';
import { notifyAdminMessage, notifyDirectMessage } from './triggers/direct-messages';
import { copySubmitter, notifyBadges } from './triggers/profiles';
import { notifyLike } from './triggers/reactions';
import { rollUpProduct } from './triggers/roll-up';
import type { RollUpTask } from './shared/roll-up';
import { notifyReviewed } from './triggers/submissions';

// Every function in the one region; a function that sets nothing else gets the triggers'
// instance ceiling (config.instances).
setGlobalOptions({ region: REGION, ...config.instances.triggers });

// The local test checkout signs its events with the webhook's secret, so on the emulator
// (only) the api function is given it too.
const apiSecrets = [secrets.stripeSecretKey, secrets.hcaptchaSecret];
if (config.isEmulator) apiSecrets.push(secrets.stripeWebhookSecret);

export const api = onRequest(
  { memory: '512MiB', cpu: 1, ...config.instances.api, secrets: apiSecrets },
  createApp(),
);

/** Stripe's events (Hosting serves it at /api/stripe/webhook): see routers/stripe-webhook.ts. */
export const stripeWebhook = onRequest(
  // The secret key too: an age check's outcome is read from Stripe Identity (handlers/age-events.ts).
  {
    memory: '256MiB',
    cpu: 1,
    ...config.instances.stripeWebhook,
    secrets: [secrets.stripeWebhookSecret, secrets.stripeSecretKey],
  },
  createWebhookApp(),
);

/** Product pages' HTML with their head filled in, the sitemap and /feed.xml (Hosting rewrites). */
export const pages = onRequest(
  { memory: '512MiB', cpu: 1, ...config.instances.pages },
  createPagesApp(),
);

/** The documents the triggers watch: each path declared once, from the collections' names. */
const { users, reactions, products, comments, replies, dmThreads, messages } = COLLECTIONS;
const comment = `${products}/{productId}/${comments}/{commentId}` as const;
const DOCUMENTS = {
  reaction: `${users}/{uid}/${reactions}/{productId}`,
  comment,
  reply: `${comment}/${replies}/{replyId}`,
  directMessage: `${dmThreads}/{threadId}/${messages}/{messageId}`,
  adminMessage: `${COLLECTIONS.adminMessages}/{id}`,
  profile: `${COLLECTIONS.profiles}/{uid}`,
  submission: `${COLLECTIONS.submissions}/{id}`,
  donationTotals: `${COLLECTIONS.donationTotals}/{uid}`,
} as const;

/** The type each watched document is stored as (db/ types; the API writes them). */
interface Stored {
  reaction: StoredReaction;
  comment: StoredComment;
  reply: StoredReply;
  directMessage: StoredDmMessage;
  adminMessage: StoredAdminMessage;
  profile: Partial<ProfileDoc>;
  submission: StoredSubmissionDoc;
  donationTotals: Partial<DonationTotalsDoc>;
}
type Watched = keyof typeof DOCUMENTS;
type Params<K extends Watched> = ParamsOf<(typeof DOCUMENTS)[K]>;

// Trigger events carry untyped snapshots, read as the types above, and a redelivered event is
// harmless (see triggers/deliver.ts). Retries are on, so a failed delivery (Firestore
// unavailable) runs again.
const retry = { retry: true };

/** A trigger on each created document of one kind. */
function onCreated<K extends Watched>(
  kind: K,
  handle: (data: Stored[K], params: Params<K>) => Promise<void>,
) {
  return onDocumentCreated({ ...retry, document: DOCUMENTS[kind] }, async (event) => {
    const data = storedData<Stored[K]>(event.data);
    if (data) await handle(data, event.params);
  });
}

/**
 * A trigger on each change of a document of one kind: any write (before is undefined for a
 * created document, after for a deleted one), or updates only.
 */
function onChange<K extends Watched>(
  on: 'write' | 'update',
  kind: K,
  handle: (
    before: Stored[K] | undefined,
    after: Stored[K] | undefined,
    params: Params<K>,
  ) => Promise<void>,
) {
  const run = (event: { data?: Change<DocumentSnapshot>; params: Params<K> }) =>
    handle(
      storedData<Stored[K]>(event.data?.before),
      storedData<Stored[K]>(event.data?.after),
      event.params,
    );
  const options = { ...retry, document: DOCUMENTS[kind] };
  return on === 'write' ? onDocumentWritten(options, run) : onDocumentUpdated(options, run);
}

export const notifyOnLike = onChange('write', 'reaction', async (before, after, params) => {
  logDelivery('notify.like', await notifyLike(params.uid, params.productId, before, after));
});

export const notifyOnComment = onCreated('comment', async (data, { productId, commentId }) => {
  logDelivery('notify.comment', await notifyComment(productId, commentId, data));
});

export const notifyOnReply = onCreated('reply', async (data, { productId, commentId, replyId }) => {
  logDelivery('notify.reply', await notifyReply(productId, commentId, replyId, data));
});

export const notifyOnDirectMessage = onCreated(
  'directMessage',
  async (data, { threadId, messageId }) => {
    logDelivery('notify.dm', await notifyDirectMessage(threadId, messageId, data));
  },
);

export const notifyOnAdminMessage = onCreated('adminMessage', async (data, { id }) => {
  logDelivery('notify.admin', await notifyAdminMessage(id, data));
});

export const notifyOnBadge = onChange('update', 'profile', async (before, after, { uid }) => {
  logDelivery('notify.badge', await notifyBadges(uid, before, after));
});

/**
 * A reviewed submission tells its submitter: made a product (APPROVED), or found to duplicate a
 * listed product (DUPLICATE).
 */
export const notifyOnReview = onChange('update', 'submission', async (before, after, { id }) => {
  logDelivery('notify.reviewed', await notifyReviewed(id, before, after));
});

/** A member's new name or badges reach the card copy on their named products. */
export const copySubmitterOnProfile = onChange(
  'update',
  'profile',
  async (before, after, { uid }) => {
    const updated = await copySubmitter(uid, before, after);
    if (updated > 0) logger.info('profile.submitter_copied', { uid, updated });
  },
);

// Awards (badges/awarding in the domain, triggers/badges).
export const awardOnSubmission = onCreated('submission', async (submission) => {
  logAward('award.submission', await awardForSubmission(submission.submittedBy.uid));
});

export const awardOnComment = onCreated('comment', async (data) => {
  logAward('award.comment', await awardForComment(data.user.id));
});

export const awardOnReply = onCreated('reply', async (data) => {
  logAward('award.reply', await awardForComment(data.user.id));
});

export const awardOnDonation = onChange(
  'write',
  'donationTotals',
  async (before, after, { uid }) => {
    logAward('award.donation', await awardForDonations(uid, before, after));
  },
);

/**
 * The privacy page's retention targets, applied daily (jobs/retention.ts). The emulator does
 * not fire schedules: the tests run applyRetention itself.
 */
export const applyRetentionDaily = onSchedule(
  {
    ...config.instances.jobs,
    schedule: 'every day 03:30',
    timeZone: TIME_ZONE,
    timeoutSeconds: 540,
    // A closed account's running monthly donation is cancelled at Stripe before it is erased.
    secrets: [secrets.stripeSecretKey],
  },
  async (event) => {
    logger.info('retention.done', await applyRetention(new Date(event.scheduleTime)));
  },
);

/** A job run every so often (`schedule`), which logs its report as `done`. */
function periodicJob(schedule: string, done: string, run: () => Promise<object>) {
  return onSchedule(
    {
      ...config.instances.jobs,
      schedule,
      timeZone: TIME_ZONE,
      timeoutSeconds: 540,
      memory: '256MiB',
    },
    async () => {
      logger.info(done, await run());
    },
  );
}

/**
 * The link checker (jobs/link-health.ts), first part: every 15 minutes, the due outgoing links
 * (the least recently checked first, config.linkHealth.enqueuePerRun at most) queued as tasks
 * of checkLinkTask, each at a slot its host's gate reserved. The emulator does not fire
 * schedules: the tests run queueLinkChecks themselves.
 */
export const checkLinksQuarterHourly = periodicJob(
  `every ${config.linkHealth.runEveryMinutes} minutes`,
  'link_health.queued',
  queueLinkChecks,
);

/**
 * The link checker, second part: one task, one link checked behind its host's gate and
 * recorded. Its Cloud Tasks queue (named after the function) holds config.linkHealth's rate and
 * retries; a failure (not a dead link: Firestore unavailable) answers 500 and is retried.
 */
export const checkLinkTask = onTaskDispatched(
  {
    ...config.instances.linkChecks,
    cpu: 1,
    memory: '256MiB',
    timeoutSeconds: 60,
    rateLimits: config.linkHealth.queue,
    retryConfig: config.linkHealth.retry,
  },
  async (request) => {
    logger.info('link_health.task', { id: request.id, ...(await runLinkCheckTask(request.data)) });
  },
);

/**
 * The trending refresh (jobs/trending.ts): every 30 minutes, the products whose likes of the
 * last 7 days changed (a roll-up counted other likes, or a like left the window) get their
 * trendingLikes and trendingScore, so the trending sort is current within half an hour and a
 * like does not rewrite its indexes. The emulator does not fire schedules: the tests run
 * refreshTrending itself.
 */
export const refreshTrendingHalfHourly = periodicJob(
  'every 30 minutes',
  'trending.done',
  refreshTrending,
);

/**
 * The roll-up repair (jobs/roll-up-repair.ts): every ROLL_UP.repairEveryMinutes, the products
 * whose roll-up could not be queued get it, so their counters never wait for another reaction.
 * The emulator does not fire schedules: the tests run repairRollUps themselves.
 */
export const repairRollUpsQuarterHourly = periodicJob(
  `every ${ROLL_UP.repairEveryMinutes} minutes`,
  'roll_up.repaired',
  () => repairRollUps(),
);

/**
 * The sitemap's parts (jobs/sitemap-parts.ts): every hour, each part's listed products counted,
 * a part near full split before it passes SITEMAP_PART_SIZE, and each part's last change dated.
 * The emulator does not fire schedules: the seed and the tests run planSitemapParts itself.
 */
export const planSitemapPartsHourly = periodicJob('every 60 minutes', 'sitemap_parts.done', () =>
  planSitemapParts(),
);

/**
 * The roll-up of a product's reaction counters (triggers/roll-up.ts), one queued task per
 * product and ROLL_UP window (shared/roll-up.ts queues them). A task never runs before its due
 * time: one delivered early (the emulator delivers at once) waits, so it counts every reaction
 * of its window. Retried with back-off when it fails.
 */
export const rollUpReactions = onTaskDispatched<RollUpTask>(
  { ...config.instances.rollUp, ...config.rollUpQueue, memory: '256MiB', cpu: 1 },
  async ({ data }) => {
    const early = data.dueAtMs - Date.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    logger.info('roll_up.done', await rollUpProduct(data.productId));
  },
);
