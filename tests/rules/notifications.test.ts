// The per-collection matrix for notices, notification settings, direct-message threads and
// admin messages: the recipient alone reads notices and settings; threads and admin messages
// are server-only (members read threads through the API); nobody writes from a client.
import { collection, doc, getDoc, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS, UNREAD_FILTER } from '@xmates/domain';
import {
  ACTORS,
  expectAccessAs,
  noClientWritesAs,
  only,
  seedDocs,
  uniqueId,
  type Access,
  type Actor,
} from './support';

const owner = uniqueId('rules-recipient');
const noticeId = uniqueId('notice');
const threadId = uniqueId('dm');
const adminMessageId = uniqueId('admin-message');
const notices = `${COLLECTIONS.users}/${owner}/${COLLECTIONS.notifications}`;
const threadPath = `${COLLECTIONS.dmThreads}/${threadId}`;
const messages = `${threadPath}/${COLLECTIONS.messages}`;

const expectAccess = (access: Access, actor: Actor, run: (db: Firestore) => Promise<unknown>) =>
  expectAccessAs(owner, access, actor, run);

beforeAll(async () => {
  const now = new Date();
  await seedDocs({
    [`${notices}/${noticeId}`]: {
      type: 'LIKE',
      isRead: false,
      createdAt: now,
      readAt: null,
      actor: { id: 'someone', displayName: 'Someone' },
      product: null,
      payload: {},
    },
    [`${COLLECTIONS.notificationSettings}/${owner}`]: { onLikeMyProduct: false },
    [threadPath]: { participants: [owner, `${owner}-other`], createdAt: now, updatedAt: now },
    [`${messages}/m1`]: {
      from: owner,
      fromName: 'Owner',
      to: `${owner}-other`,
      text: 'Hi',
      createdAt: now,
    },
    [`${COLLECTIONS.adminMessages}/${adminMessageId}`]: {
      to: owner,
      from: 'a',
      fromName: 'A',
      message: 'x',
      createdAt: now,
    },
  });
});

describe('users/{uid}/notifications: the recipient alone reads', () => {
  const access = only('owner');
  for (const actor of ACTORS) {
    it(`${actor} ${access[actor] ? 'may' : 'may not'} get, list and listen to the unread ones`, async () => {
      await expectAccess(access, actor, (db) => getDoc(doc(db, notices, noticeId)));
      await expectAccess(access, actor, (db) =>
        getDocs(
          query(collection(db, notices), where(UNREAD_FILTER.field, '==', UNREAD_FILTER.value)),
        ),
      );
    });
  }
  noClientWritesAs(owner, notices, `${notices}/${noticeId}`);
});

describe('notificationSettings/{uid}: the owner alone reads', () => {
  const access = only('owner');
  const parent = COLLECTIONS.notificationSettings;
  for (const actor of ACTORS) {
    it(`${actor} ${access[actor] ? 'may' : 'may not'} get`, async () => {
      await expectAccess(access, actor, (db) => getDoc(doc(db, parent, owner)));
    });
    it(`${actor} may not list`, async () => {
      await expectAccess(only(), actor, (db) => getDocs(collection(db, parent)));
    });
  }
  noClientWritesAs(owner, parent, `${parent}/${owner}`);
});

const serverOnly = {
  'dmThreads/{id}, even for its participants': [COLLECTIONS.dmThreads, threadPath],
  'dmThreads/{id}/messages': [messages, `${messages}/m1`],
  'adminMessages/{id}': [
    COLLECTIONS.adminMessages,
    `${COLLECTIONS.adminMessages}/${adminMessageId}`,
  ],
} as const;

for (const [name, [parent, path]] of Object.entries(serverOnly)) {
  describe(`${name}: server-only`, () => {
    for (const actor of ACTORS) {
      it(`${actor} may not get or list`, async () => {
        await expectAccess(only(), actor, (db) => getDoc(doc(db, path)));
        await expectAccess(only(), actor, (db) => getDocs(collection(db, parent)));
      });
    }
    noClientWritesAs(owner, parent, path);
  });
}
