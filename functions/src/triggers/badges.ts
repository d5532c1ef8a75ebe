// Badge awards. Each event names the metrics it may have moved; the award reads the active
// definitions of the badges those metrics measure and the badges the member holds, measures
// only if a badge is still to win, and adds the keys in a transaction on profiles/{uid} (or,
// for supporter tiers the member hides, users/{uid}.hiddenBadges: see writeBadges). The
// transaction re-reads both, so redelivered or concurrent events add a key at most once; the
// notifyOnBadge trigger then sends the one BADGE notice (this file sends it for a hidden one).
// A refund that lowers a member's donation totals takes back the tiers they no longer reach.
import { logger } from 'firebase-functions/logger';
import {
  badgesMeasuredBy,
  newlyEarned,
  noLongerEarned,
  type BadgeDefinition,
  type BadgeMeasures,
  type BadgeMetric,
  type DonationTotalsDoc,
} from '@xmates/domain';
import { badgeRef, countComments, countSubmissions, sumOwnReactions } from '../db/badges';
import { donationTotalsRef } from '../db/donations';
import { runTransaction } from '../db/firebase';
import { productOwnerRef } from '../db/products';
import { heldBadges, profileRef, readBadgeHolder, userRef, writeBadges } from '../db/users';
import { readAll } from '../db/converter';
import { logDelivery } from './deliver';
import { notifyBadges } from './profiles';

/** The counts of a product its submitter's like and favourite badges measure. */
export interface ProductCounts {
  likesCount: number;
  favoritesCount: number;
}

export interface AwardReport {
  uid: string;
  awarded: string[];
  /** Supporter tiers a refund took back. */
  revoked?: string[];
  /** Why nothing was measured: every badge these metrics give is held or inactive. */
  skipped?: 'nothing-to-win';
}

/** The definitions of the badges the metrics measure, as stored (thresholds edited). */
async function storedDefinitions(metrics: readonly BadgeMetric[]): Promise<BadgeDefinition[]> {
  const keys = badgesMeasuredBy(metrics);
  const snaps = await readAll(keys.map((key) => badgeRef(key)));
  return snaps.flatMap((snap) => {
    const doc = snap.data();
    return doc ? [doc] : [];
  });
}

/** The active ones among them: only those award. */
async function activeDefinitions(metrics: readonly BadgeMetric[]): Promise<BadgeDefinition[]> {
  return (await storedDefinitions(metrics)).filter((d) => d.isActive);
}

/** Awards whatever the measures reach; `measure` runs only when some badge is still open. */
export async function award(
  uid: string,
  metrics: readonly BadgeMetric[],
  measure: () => Promise<BadgeMeasures>,
): Promise<AwardReport> {
  const definitions = await activeDefinitions(metrics);
  const [profile, user] = await Promise.all([profileRef(uid).get(), userRef(uid).get()]);
  const held = heldBadges({ profile: profile.data(), user: user.data() });
  const open = definitions.filter((d) => !held.includes(d.key));
  if (open.length === 0) return { uid, awarded: [], skipped: 'nothing-to-win' };
  const measures = await measure();
  if (newlyEarned(open, measures, held).length === 0) return { uid, awarded: [] };

  const { awarded, hidden } = await runTransaction(async (tx) => {
    const holder = await readBadgeHolder(tx, uid);
    const have = heldBadges(holder);
    const earned = newlyEarned(definitions, measures, have);
    if (earned.length > 0) writeBadges(tx, uid, holder, [...have, ...earned]);
    const hide = holder.user?.hideSupporterBadges === true;
    return { awarded: earned, hidden: hide };
  });
  // A badge earned while hidden never reaches profiles/{uid}, so notifyOnBadge does not see it.
  if (hidden && awarded.length > 0) {
    logDelivery('notify.badge', await notifyBadges(uid, undefined, { badges: awarded }));
  }
  return { uid, awarded };
}

/** A submitted link: the submission badges count every link the member submitted. */
export function awardForSubmission(uid: string): Promise<AwardReport> {
  return award(uid, ['submissions'], async () => ({ submissions: await countSubmissions(uid) }));
}

/** A comment or reply posted: conversationalist counts both. */
export function awardForComment(uid: string): Promise<AwardReport> {
  return award(uid, ['comments'], async () => ({ comments: await countComments(uid) }));
}

/**
 * A roll-up that raised a product's likes or favourites may earn its submitter a badge: their
 * products' sums and the product's own counts, as the roll-up counted them.
 */
export async function awardForCounts(
  productId: string,
  before: ProductCounts,
  after: ProductCounts,
): Promise<AwardReport | null> {
  if (after.likesCount <= before.likesCount && after.favoritesCount <= before.favoritesCount) {
    return null;
  }
  const ownership = (await productOwnerRef(productId).get()).data();
  // Nothing public may change because of an anonymous product: its likes and favorites
  // award its submitter nothing (sumOwnReactions leaves them out too).
  if (!ownership || ownership.anonymous) return null;
  const owner = ownership.ownerUid;
  return award(owner, ['ownLikes', 'ownFavorites', 'bestSingle'], async () => {
    const sums = await sumOwnReactions(owner);
    return {
      ownLikes: sums.likes,
      ownFavorites: sums.favorites,
      bestSingle: Math.max(after.likesCount, after.favoritesCount),
    };
  });
}

/**
 * The supporter tiers the member's totals no longer reach (thresholds as stored), taken from
 * whichever list holds them. The transaction reads the totals as they are now, so a refund's
 * event handled after a later payment's takes back nothing that payment earned again.
 */
async function revokeSupport(uid: string): Promise<string[]> {
  const definitions = await storedDefinitions(['paidCents']);
  return runTransaction(async (tx) => {
    const [holder, totals] = await Promise.all([
      readBadgeHolder(tx, uid),
      tx.get(donationTotalsRef(uid)),
    ]);
    const now = totals.data();
    const measures = { paidCents: now?.paidCents ?? 0, paidCount: now?.countPaid ?? 0 };
    const held = heldBadges(holder);
    const lost = noLongerEarned(definitions, measures, held);
    if (lost.length > 0) {
      writeBadges(
        tx,
        uid,
        holder,
        held.filter((k) => !lost.includes(k)),
      );
    }
    return lost;
  });
}

/**
 * donationTotals/{uid} written by the webhook. Badges follow the totals: a payment may award
 * a tier, and a refund (totals lower than before) takes back the tiers no longer reached.
 */
export async function awardForDonations(
  uid: string,
  before: Partial<DonationTotalsDoc> | undefined,
  after: Partial<DonationTotalsDoc> | undefined,
): Promise<AwardReport | null> {
  if (!after) return null;
  const measures = { paidCents: after.paidCents ?? 0, paidCount: after.countPaid ?? 0 };
  const lowered = (before?.paidCents ?? 0) > measures.paidCents;
  const revoked = lowered ? await revokeSupport(uid) : [];
  const report = await award(uid, ['paidCents'], () => Promise.resolve(measures));
  return revoked.length > 0 ? { ...report, revoked } : report;
}

export function logAward(name: string, report: AwardReport | null): void {
  if (report && (report.awarded.length > 0 || report.revoked)) logger.info(name, report);
}
