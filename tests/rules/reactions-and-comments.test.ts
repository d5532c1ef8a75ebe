// The per-collection matrix (visitor / owner / other member / admin × get, list, create,
// update, delete) for reactions, comments, replies and the three kinds of reports.
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
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

const owner = uniqueId('rules-reactor');
const productId = uniqueId('rules-product');
const removedId = uniqueId('rules-removed');
const removedComment = uniqueId('c-of-removed');
const removedReply = uniqueId('r-of-removed');
const visible = uniqueId('c-visible');
const hidden = uniqueId('c-hidden');
const reply = uniqueId('r-visible');
const hiddenReply = uniqueId('r-hidden');
const actors = ACTORS;

const { comments, replies, reports, linkReports } = COLLECTIONS;
const product = `${COLLECTIONS.products}/${productId}`;
const removed = `${COLLECTIONS.products}/${removedId}`;
const item = (hiddenFlag: boolean) => ({
  text: 'Nice one',
  user: { id: owner, displayName: 'Rules' },
  createdAt: new Date(),
  hidden: hiddenFlag,
  reportsCount: 1,
  reported: true,
});

beforeAll(async () => {
  await seedDocs({
    [product]: { title: 'Rules', approved: true, ownerUid: 'someone', commentsCount: 4 },
    [`${COLLECTIONS.users}/${owner}/${COLLECTIONS.reactions}/${productId}`]: {
      productId,
      liked: true,
      disliked: false,
    },
    [`${product}/${comments}/${visible}`]: { ...item(false), repliesCount: 2 },
    [`${product}/${comments}/${hidden}`]: { ...item(true), repliesCount: 0 },
    [`${product}/${comments}/${visible}/${replies}/${reply}`]: item(false),
    [`${product}/${comments}/${visible}/${replies}/${hiddenReply}`]: item(true),
    [removed]: { title: 'Removed', approved: false, status: 'removed', commentsCount: 2 },
    [`${removed}/${comments}/${removedComment}`]: { ...item(false), repliesCount: 1 },
    [`${removed}/${comments}/${removedComment}/${replies}/${removedReply}`]: item(false),
    [`${product}/${linkReports}/${owner}`]: { uid: owner, reason: null, createdAt: new Date() },
    [`${product}/${comments}/${visible}/${reports}/${owner}`]: {
      uid: owner,
      createdAt: new Date(),
    },
    [`${product}/${comments}/${visible}/${replies}/${reply}/${reports}/${owner}`]: {
      uid: owner,
      createdAt: new Date(),
    },
  });
});

const everyone = only(...ACTORS);
const expectAccess = (access: Access, actor: Actor, run: (db: Firestore) => Promise<unknown>) =>
  expectAccessAs(owner, access, actor, run);
const noClientWrites = (parent: string, path: string) => noClientWritesAs(owner, parent, path);

describe('users/{uid}/reactions/{productId}: the owner alone reads', () => {
  const parent = `${COLLECTIONS.users}/${owner}/${COLLECTIONS.reactions}`;
  for (const actor of actors) {
    const access = only('owner');
    it(`${actor} ${access[actor] ? 'may' : 'may not'} get and list`, async () => {
      await expectAccess(access, actor, (db) => getDoc(doc(db, parent, productId)));
      await expectAccess(access, actor, (db) =>
        getDocs(query(collection(db, parent), where('disliked', '==', true))),
      );
    });
  }
  noClientWrites(parent, `${parent}/${productId}`);
});

describe('products/{id}/comments: visible ones for everyone, hidden ones for admins', () => {
  const parent = `${product}/${comments}`;
  for (const actor of actors) {
    it(`${actor} may get a visible comment and list with hidden == false`, async () => {
      await expectAccess(everyone, actor, (db) => getDoc(doc(db, parent, visible)));
      await expectAccess(everyone, actor, (db) =>
        getDocs(query(collection(db, parent), where('hidden', '==', false), limit(10))),
      );
    });

    const admin = only('admin');
    it(`${actor} ${admin[actor] ? 'may' : 'may not'} get a hidden one or list unfiltered`, async () => {
      await expectAccess(admin, actor, (db) => getDoc(doc(db, parent, hidden)));
      await expectAccess(admin, actor, (db) => getDocs(query(collection(db, parent), limit(10))));
    });
  }
  noClientWrites(parent, `${parent}/${visible}`);
});

describe('products/{id}/comments/{cid}/replies: as comments', () => {
  const parent = `${product}/${comments}/${visible}/${replies}`;
  for (const actor of actors) {
    it(`${actor} may get a visible reply and list with hidden == false`, async () => {
      await expectAccess(everyone, actor, (db) => getDoc(doc(db, parent, reply)));
      await expectAccess(everyone, actor, (db) =>
        getDocs(query(collection(db, parent), where('hidden', '==', false))),
      );
    });

    const admin = only('admin');
    it(`${actor} ${admin[actor] ? 'may' : 'may not'} get a hidden reply or list unfiltered`, async () => {
      await expectAccess(admin, actor, (db) => getDoc(doc(db, parent, hiddenReply)));
      await expectAccess(admin, actor, (db) => getDocs(collection(db, parent)));
    });
  }
  noClientWrites(parent, `${parent}/${reply}`);
});

describe('comments and replies of a product moderation removed: admins alone read', () => {
  const parent = `${removed}/${comments}`;
  const replyParent = `${parent}/${removedComment}/${replies}`;
  const admin = only('admin');
  for (const actor of actors) {
    it(`${actor} ${admin[actor] ? 'may' : 'may not'} get or list its visible comments and replies`, async () => {
      await expectAccess(admin, actor, (db) => getDoc(doc(db, parent, removedComment)));
      await expectAccess(admin, actor, (db) =>
        getDocs(query(collection(db, parent), where('hidden', '==', false))),
      );
      await expectAccess(admin, actor, (db) => getDoc(doc(db, replyParent, removedReply)));
      await expectAccess(admin, actor, (db) =>
        getDocs(query(collection(db, replyParent), where('hidden', '==', false))),
      );
    });
  }
  noClientWrites(parent, `${parent}/${removedComment}`);
});

const reportCollections = {
  'products/{id}/linkReports': `${product}/${linkReports}`,
  'comments/{cid}/reports': `${product}/${comments}/${visible}/${reports}`,
  'replies/{rid}/reports': `${product}/${comments}/${visible}/${replies}/${reply}/${reports}`,
};

for (const [name, parent] of Object.entries(reportCollections)) {
  describe(`${name}: admins alone read, even the reporter may not`, () => {
    const access = only('admin');
    for (const actor of actors) {
      it(`${actor} ${access[actor] ? 'may' : 'may not'} get and list`, async () => {
        await expectAccess(access, actor, (db) => getDoc(doc(db, parent, owner)));
        await expectAccess(access, actor, (db) => getDocs(collection(db, parent)));
      });
    }
    noClientWrites(parent, `${parent}/${owner}`);
  });
}
