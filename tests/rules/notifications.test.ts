// A member's notices and notification switches: the recipient alone reads them (the bell
// listens to the unread notices); the functions write notices and the API marks them read and
// saves the switches. Direct-message threads and admin messages are server-only
// (server-only.test.ts).
import { collection, query, where } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { COLLECTIONS, UNREAD_FILTER } from '@xmates/domain';
import { NOBODY, NO_WRITES, matrix, only, seedDocs, uidOf, uniqueId } from './support';

const owner = uniqueId('rules-recipient');
const noticeId = uniqueId('notice');
const noticesOf = (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}`;
const notice = {
  type: 'LIKE',
  isRead: false,
  createdAt: new Date(),
  readAt: null,
  actor: { id: uidOf('other', owner), displayName: 'Other' },
  product: null,
  payload: {},
};

beforeAll(async () => {
  await seedDocs({
    [`${noticesOf(owner)}/${noticeId}`]: notice,
    [`${COLLECTIONS.notificationSettings}/${owner}`]: { onLikeMyProduct: false },
  });
});

matrix([
  {
    name: 'users/{uid}/notifications/{id}: the recipient alone reads',
    owner,
    path: `${noticesOf(owner)}/${noticeId}`,
    // The bell's listener.
    list: (db) =>
      query(
        collection(db, noticesOf(owner)),
        where(UNREAD_FILTER.field, '==', UNREAD_FILTER.value),
      ),
    create: (uid) => ({
      path: `${noticesOf(uid)}/${uniqueId('notice')}`,
      data: { ...notice, type: 'ADMIN' },
    }),
    update: { isRead: true },
    access: { get: only('owner'), list: only('owner'), ...NO_WRITES },
  },
  {
    name: 'notificationSettings/{uid}: the owner alone gets; nobody lists',
    owner,
    path: `${COLLECTIONS.notificationSettings}/${owner}`,
    create: (uid) => ({
      path: `${COLLECTIONS.notificationSettings}/${uid}`,
      data: { onLikeMyProduct: false },
    }),
    update: { onLikeMyProduct: true },
    access: { get: only('owner'), list: NOBODY, ...NO_WRITES },
  },
]);
