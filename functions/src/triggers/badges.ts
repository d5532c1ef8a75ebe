// Badge awards. Each event names the metrics it may have moved; the award reads the active
// definitions of the badges those metrics measure and the member's profile, measures only if
// a badge is still to win, and adds the keys in a transaction on profiles/{uid}. The
// transaction re-reads the profile, so redelivered or concurrent events add a key at most
// once; the notifyOnBadge trigger then sends the one BADGE notice.
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  badgesMeasuredBy,
  newlyEarned,
  type BadgeDefinition,
  type BadgeMeasures,
  type BadgeMetric,
  type DonationTotalsDoc,
  type ProfileDoc,
} from '@xmates/domain';
import { badgeRef, countComments, countSubmissions, sumOwnReactions } from '../db/badges';
import { runTransaction } from '../db/firebase';
import { ownerOf, productRef } from '../db/products';
import type { StoredReaction } from '../db/reactions';
import { profileRef } from '../db/users';
import { readAll } from '../db/converter';

export interface AwardReport {
  uid: string;
  awarded: string[];
  /** Why nothing was measured: every badge these metrics give is held or inactive. */
  skipped?: 'nothing-to-win';
}

/** The active definitions of the badges the metrics measure, as stored (thresholds edited). */
async function activeDefinitions(metrics: readonly BadgeMetric[]): Promise<BadgeDefinition[]> {
  const keys = badgesMeasuredBy(metrics);
  const snaps = await readAll(keys.map((key) => badgeRef(key)));
  return snaps.flatMap((snap) => {
    const doc = snap.data();
    return doc?.isActive ? [doc] : [];
  });
}

/** Awards whatever the measures reach; `measure` runs only when some badge is still open. */
export async function award(
  uid: string,
  metrics: readonly BadgeMetric[],
  measure: () => Promise<BadgeMeasures>,
): Promise<AwardReport> {
  const definitions = await activeDefinitions(metrics);
  const held = (await profileRef(uid).get()).data()?.badges ?? [];
  const open = definitions.filter((d) => !held.includes(d.key));
  if (open.length === 0) return { uid, awarded: [], skipped: 'nothing-to-win' };
  const measures = await measure();
  if (newlyEarned(open, measures, held).length === 0) return { uid, awarded: [] };

  const awarded = await runTransaction(async (tx) => {
    const ref = profileRef(uid);
    const profile = (await tx.get(ref)).data();
    const have = profile?.badges ?? [];
    const earned = newlyEarned(definitions, measures, have);
    if (earned.length === 0) return [];
    if (profile) {
      tx.update(ref, { badges: [...have, ...earned] });
    } else {
      // A member who never synced: the profile starts with the badges (sync keeps them).
      const fresh: ProfileDoc<Timestamp> = {
        displayName: null,
        photoURL: null,
        badges: earned,
        createdAt: Timestamp.now(),
      };
      tx.set(ref, fresh);
    }
    return earned;
  });
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
 * A like or favorite given (users/{uid}/reactions/{productId} turning liked or favorite on):
 * the product's owner may reach the collective badges or community_favorite. The API moved
 * the product's counters in the reaction's transaction, so they are current here.
 */
export async function awardForReaction(
  productId: string,
  before: StoredReaction | undefined,
  after: StoredReaction | undefined,
): Promise<AwardReport | null> {
  const liked = after?.liked === true && before?.liked !== true;
  const favorited = after?.favorite === true && before?.favorite !== true;
  if (!liked && !favorited) return null;
  const [product, owner] = await Promise.all([
    productRef(productId)
      .get()
      .then((snap) => snap.data()),
    ownerOf(productId),
  ]);
  if (!product || !owner) return null;
  return award(owner, ['ownLikes', 'ownFavorites', 'bestSingle'], async () => {
    const sums = await sumOwnReactions(owner);
    return {
      ownLikes: sums.likes,
      ownFavorites: sums.favorites,
      bestSingle: Math.max(product.likesCount ?? 0, product.favoritesCount ?? 0),
    };
  });
}

/**
 * donationTotals/{uid} written by the donations work. Badges follow the totals upwards only:
 * a refund that lowers them takes no badge back.
 */
export function awardForDonations(
  uid: string,
  totals: Partial<DonationTotalsDoc> | undefined,
): Promise<AwardReport> | null {
  if (!totals) return null;
  return award(uid, ['paidCents'], () =>
    Promise.resolve({ paidCents: totals.paidCents ?? 0, paidCount: totals.countPaid ?? 0 }),
  );
}

export function logAward(name: string, report: AwardReport | null): void {
  if (report && report.awarded.length > 0) logger.info(name, report);
}
