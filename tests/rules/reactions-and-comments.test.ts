// Reactions, comments, replies and the three kinds of reports. The owner is the member who
// reacted, wrote the comments and replies and filed the reports; the other member wrote the
// product they are about. Comments and replies are got one by one, never listed: the product
// page pages them through the API.
import { collection, limit, query, where, type Firestore } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import {
  EVERYONE,
  NOBODY,
  NO_WRITES,
  matrix,
  only,
  seedDocs,
  uniqueId,
  type MatrixCase,
} from './support';

const owner = uniqueId('rules-reactor');
const productId = uniqueId('rules-product');
const removedId = uniqueId('rules-removed');
const visible = uniqueId('c-visible');
const hidden = uniqueId('c-hidden');
const ofRemoved = uniqueId('c-of-removed');
const reply = uniqueId('r-visible');
const hiddenReply = uniqueId('r-hidden');
const replyOfRemoved = uniqueId('r-of-removed');
const replyOfHidden = uniqueId('r-of-hidden');

const { comments, replies, reports, linkReports } = COLLECTIONS;
const product = `${COLLECTIONS.products}/${productId}`;
const removed = `${COLLECTIONS.products}/${removedId}`;
const reactionsOf = (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.reactions}`;
const repliesOf = (productPath: string, commentId: string) =>
  `${productPath}/${comments}/${commentId}/${replies}`;
const item = (author: string, hiddenFlag: boolean) => ({
  text: 'Nice one',
  user: { id: author, displayName: 'Rules' },
  createdAt: new Date(),
  hidden: hiddenFlag,
  reportsCount: 1,
  reported: true,
});
const report = (uid: string) => ({ uid, reason: null, createdAt: new Date() });

beforeAll(async () => {
  const productOf = (approved: boolean) => ({
    title: 'Rules',
    approved,
    submitter: { displayName: 'Rules Owner', badges: [] },
    commentsCount: 3,
  });
  await seedDocs({
    [product]: productOf(true),
    [removed]: productOf(false),
    [`${reactionsOf(owner)}/${productId}`]: { productId, liked: true, disliked: false },
    [`${product}/${comments}/${visible}`]: { ...item(owner, false), repliesCount: 2 },
    [`${product}/${comments}/${hidden}`]: { ...item(owner, true), repliesCount: 0 },
    [`${removed}/${comments}/${ofRemoved}`]: { ...item(owner, false), repliesCount: 1 },
    [`${repliesOf(product, visible)}/${reply}`]: item(owner, false),
    [`${repliesOf(product, visible)}/${hiddenReply}`]: item(owner, true),
    [`${repliesOf(removed, ofRemoved)}/${replyOfRemoved}`]: item(owner, false),
    [`${repliesOf(product, hidden)}/${replyOfHidden}`]: item(owner, false),
    [`${product}/${linkReports}/${owner}`]: report(owner),
    [`${product}/${comments}/${visible}/${reports}/${owner}`]: report(owner),
    [`${repliesOf(product, visible)}/${reply}/${reports}/${owner}`]: report(owner),
  });
});

const visibleOnes = (parent: string) => (db: Firestore) =>
  query(collection(db, parent), where('hidden', '==', false), limit(10));
const hiddenOnes = (parent: string) => (db: Firestore) =>
  query(collection(db, parent), where('hidden', '==', true), limit(10));

interface Thread {
  /** The comments or replies collection of the listed product. */
  parent: string;
  visibleId: string;
  hiddenId: string;
  /** A visible comment or reply of the removed product. */
  removedItem: string;
}

/** The three states of a comment or reply: got one by one (get), never listed. */
function threadCases(kind: string, { parent, visibleId, hiddenId, removedItem }: Thread) {
  const create = (uid: string) => ({
    path: `${parent}/${uniqueId('new')}`,
    data: item(uid, false),
  });
  return [
    {
      name: `${kind}, visible: anyone gets it, nobody lists`,
      owner,
      path: `${parent}/${visibleId}`,
      list: visibleOnes(parent),
      create,
      update: { text: 'Edited' },
      access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
      otherLists: [
        {
          name: 'without the hidden filter',
          query: (db) => query(collection(db, parent), limit(10)),
          access: NOBODY,
        },
      ],
    },
    {
      name: `${kind}, hidden by moderation: admins alone get it`,
      owner,
      path: `${parent}/${hiddenId}`,
      list: hiddenOnes(parent),
      create,
      update: { hidden: false, reportsCount: 0 },
      access: { get: only('admin'), list: NOBODY, ...NO_WRITES },
    },
    {
      name: `${kind}, visible, of a product moderation removed: admins alone get it`,
      owner,
      path: removedItem,
      list: visibleOnes(removedItem.slice(0, removedItem.lastIndexOf('/'))),
      create,
      update: { reported: false },
      access: { get: only('admin'), list: NOBODY, ...NO_WRITES },
    },
  ] satisfies MatrixCase[];
}

const reportCase = (name: string, parent: string): MatrixCase => ({
  name: `${name}: admins alone read, not even the reporter`,
  owner,
  path: `${parent}/${owner}`,
  create: (uid) => ({ path: `${parent}/${uid}`, data: report(uid) }),
  update: { reason: 'Changed' },
  access: { get: only('admin'), list: only('admin'), ...NO_WRITES },
});

matrix([
  {
    name: 'users/{uid}/reactions/{productId}: the owner alone reads, not even admins',
    owner,
    path: `${reactionsOf(owner)}/${productId}`,
    // The feed's dislike filter.
    list: (db) => query(collection(db, reactionsOf(owner)), where('disliked', '==', true)),
    create: (uid) => ({
      path: `${reactionsOf(uid)}/${productId}`,
      data: { productId, liked: true, rating: 5 },
    }),
    update: { liked: false, rating: 5 },
    access: { get: only('owner'), list: only('owner'), ...NO_WRITES },
  },
  ...threadCases('products/{id}/comments/{cid}', {
    parent: `${product}/${comments}`,
    visibleId: visible,
    hiddenId: hidden,
    removedItem: `${removed}/${comments}/${ofRemoved}`,
  }),
  ...threadCases('products/{id}/comments/{cid}/replies/{rid}', {
    parent: repliesOf(product, visible),
    visibleId: reply,
    hiddenId: hiddenReply,
    removedItem: `${repliesOf(removed, ofRemoved)}/${replyOfRemoved}`,
  }),
  {
    name: 'products/{id}/comments/{cid}/replies/{rid}, visible, under a hidden comment: admins alone get it',
    owner,
    path: `${repliesOf(product, hidden)}/${replyOfHidden}`,
    list: visibleOnes(repliesOf(product, hidden)),
    create: (uid) => ({
      path: `${repliesOf(product, hidden)}/${uniqueId('new')}`,
      data: item(uid, false),
    }),
    update: { text: 'Edited' },
    access: { get: only('admin'), list: NOBODY, ...NO_WRITES },
  },
  reportCase('products/{id}/linkReports/{uid}', `${product}/${linkReports}`),
  reportCase('comments/{cid}/reports/{uid}', `${product}/${comments}/${visible}/${reports}`),
  reportCase('replies/{rid}/reports/{uid}', `${repliesOf(product, visible)}/${reply}/${reports}`),
]);
