// profiles/{uid}: a badge key added to `badges` tells the member (BADGE, 'You earned …!').
// The badges work awards a badge by adding its key there (cards read it); this trigger is
// its notification, one per member and badge whatever retries or re-awards happen.
import { Timestamp } from 'firebase-admin/firestore';
import { badgeByKey, notificationId, type ProfileDoc } from '@xmates/domain';
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
