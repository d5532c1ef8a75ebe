// A member's notices, notification switches and hidden tags: the owner alone reads them (the bell
// listens to the unread notices); the functions write notices and the API marks them read and
// saves the switches. Direct-message threads and admin messages are server-only
// (server-only.test.ts).
import { collection, documentId, limit, query, where } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { COLLECTIONS, LIMITS, UNREAD_FILTER } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { NOBODY, NO_WRITES, matrix, only, seedDocs, uidOf, uniqueId } from './support';

const owner = uniqueId('rules-recipient');
const noticeId = uniqueId('notice');
const notice = docs.notification({
  type: 'LIKE',
  actor: { id: uidOf('other', owner), displayName: 'Other' },
});
const settings = { onLikeMyProduct: false };
const hidden = { hiddenTags: ['pov'], hiddenCategories: [] };

beforeAll(async () => {
  await seedDocs({
    [paths.notification(owner, noticeId)]: notice,
    [paths.notificationSettingsOf(owner)]: settings,
    [paths.hiddenFiltersOf(owner)]: hidden,
  });
});

matrix([
  {
    name: 'users/{uid}/notifications/{id}: the recipient alone reads',
    owner,
    path: paths.notification(owner, noticeId),
    // The bell's listener, which asks for one notice more than the badge shows (99+).
    list: (db) =>
      query(
        collection(db, paths.notifications(owner)),
        where(UNREAD_FILTER.field, '==', UNREAD_FILTER.value),
      ),
    cap: LIMITS.unreadBadgeCap + 1,
    create: (uid) => ({
      path: paths.notification(uid, uniqueId('notice')),
      data: { ...notice, type: 'ADMIN' },
    }),
    update: { isRead: true },
    access: { get: only('owner'), list: only('owner'), ...NO_WRITES },
  },
  {
    name: 'notificationSettings/{uid}: the owner alone gets; nobody lists',
    owner,
    path: paths.notificationSettingsOf(owner),
    create: (uid) => ({ path: paths.notificationSettingsOf(uid), data: settings }),
    update: { onLikeMyProduct: true },
    access: { get: only('owner'), list: NOBODY, ...NO_WRITES },
    otherLists: [
      {
        name: "asking for the owner's own id",
        query: (db) =>
          query(
            collection(db, COLLECTIONS.notificationSettings),
            where(documentId(), '==', owner),
            limit(1),
          ),
        access: NOBODY,
      },
    ],
  },
  {
    name: 'hiddenFilters/{uid}: the owner alone gets what they hide; nobody lists',
    owner,
    path: paths.hiddenFiltersOf(owner),
    create: (uid) => ({ path: paths.hiddenFiltersOf(uid), data: hidden }),
    update: { hiddenTags: [] },
    access: { get: only('owner'), list: NOBODY, ...NO_WRITES },
  },
]);
