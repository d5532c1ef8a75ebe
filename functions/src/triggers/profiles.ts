// profiles/{uid}: a badge key added to `badges` tells the member (BADGE, 'You earned …!').
// The badges work awards a badge by adding its key there; this trigger is its notification,
// one per member and badge whatever retries or re-awards happen. A change of name or badges
// is also copied to the member's named products, which is what cards show.
import { Timestamp } from 'firebase-admin/firestore';
import { badgeByKey, notificationId, submitterCopy, type ProfileDoc } from '@xmates/domain';
import { selectFields } from '../db/converter';
import { db } from '../db/firebase';
import { CHUNK } from '../db/member-data';
import { productRef, productsOwnedBy } from '../db/products';
import { profileRef } from '../db/users';
import { deliver, newIo, type DeliveryReport } from './deliver';

export async function notifyBadges(
  uid: string,
  before: Partial<ProfileDoc> | undefined,
  after: Partial<ProfileDoc> | undefined,
): Promise<DeliveryReport[]> {
  const had = new Set(before?.badges ?? []);
  const earned = (after?.badges ?? []).filter((key) => !had.has(key));
  const createdAt = Timestamp.now();
  const reports: DeliveryReport[] = [];
  for (const key of earned) {
    reports.push(
      await deliver(
        {
          recipient: uid,
          id: notificationId('badge', key),
          type: 'BADGE',
          createdAt,
          causedBy: null,
          actor: null,
          product: null,
          payload: { badgeKey: key, badgeName: badgeByKey(key)?.name ?? '' },
        },
        newIo(),
      ),
    );
  }
  return reports;
}

const sameBadges = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * profiles/{uid} changed name or badges: the member's named products get the new card copy
 * (ProductDoc.submitter). One query on the server-only productOwners by uid, then batched
 * updates; anonymous submissions are left as they are, so no later name reaches them. The copy
 * is taken from the profile as it is now, not from the event, so a retried or late event
 * writes the current values: running it twice changes nothing. Answers the products updated.
 */
export async function copySubmitter(
  uid: string,
  before: Partial<ProfileDoc> | undefined,
  after: Partial<ProfileDoc> | undefined,
): Promise<number> {
  if (!after) return 0;
  if (before?.displayName === after.displayName && sameBadges(before?.badges, after.badges)) {
    return 0;
  }
  const profile = (await profileRef(uid).get()).data();
  if (!profile) return 0;
  const copy = submitterCopy({ displayName: profile.displayName, badges: profile.badges });
  const owned = await selectFields(productsOwnedBy(uid), ['anonymous']).get();
  const named = owned.docs.filter((d) => d.data().anonymous !== true);
  for (let i = 0; i < named.length; i += CHUNK) {
    const batch = db().batch();
    for (const owner of named.slice(i, i + CHUNK)) {
      batch.update(productRef(owner.id), { submitter: copy });
    }
    await batch.commit();
  }
  return named.length;
}
