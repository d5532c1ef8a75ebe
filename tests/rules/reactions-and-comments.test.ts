// Reactions, comments, replies and broken-link reports. The owner is the member who reacted,
// wrote the comments and replies and filed the reports; the other member wrote the product
// they are about. Comments and replies are got one by one, never listed: the product page pages
// them through the API. Comment and reply reports are server-only (commentReports, in
// server-only.test.ts). Link reports are listed by admins a page at a time, reactions by
// their member a page at a time (the feed's count of the member's dislikes is no count() any
// more: the SPA reads their dislikes once a session, LIMITS.ownListMax a page).
import {
  collection,
  documentId,
  getCountFromServer,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { DISLIKED_KEYS_FIELD, EVERY_PRODUCT_KEY, LIMITS, WINDOW_MAX } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import {
  ACTORS,
  EVERYONE,
  NOBODY,
  NO_WRITES,
  dbAs,
  expectOutcome,
  matrix,
  only,
  productsBeforeAll,
  seedDocs,
  uniqueId,
  type MatrixCase,
} from './support';

const owner = uniqueId('rules-reactor');
const { approvedId: productId, removedId } = productsBeforeAll('rules');
const visible = uniqueId('c-visible');
const hidden = uniqueId('c-hidden');
const ofRemoved = uniqueId('c-of-removed');
const reply = uniqueId('r-visible');
const hiddenReply = uniqueId('r-hidden');
const replyOfRemoved = uniqueId('r-of-removed');
const replyOfHidden = uniqueId('r-of-hidden');

const author = (uid: string) => ({ id: uid, displayName: 'Rules' });
/** Reported once, shown or hidden by moderation. */
const item = (uid: string, hidden: boolean) => docs.reply(author(uid), { hidden });
const comment = (uid: string, hidden: boolean, repliesCount: number) =>
  docs.comment(author(uid), { hidden, repliesCount });

beforeAll(async () => {
  await seedDocs({
    [paths.reaction(owner, productId)]: docs.reaction(productId, { liked: true }),
    [paths.comment(productId, visible)]: comment(owner, false, 2),
    [paths.comment(productId, hidden)]: comment(owner, true, 0),
    [paths.comment(removedId, ofRemoved)]: comment(owner, false, 1),
    [paths.reply(productId, visible, reply)]: item(owner, false),
    [paths.reply(productId, visible, hiddenReply)]: item(owner, true),
    [paths.reply(removedId, ofRemoved, replyOfRemoved)]: item(owner, false),
    [paths.reply(productId, hidden, replyOfHidden)]: item(owner, false),
    [paths.linkReport(productId, owner)]: docs.linkReport(owner),
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
      update: { hidden: false },
      access: { get: only('admin'), list: NOBODY, ...NO_WRITES },
    },
    {
      name: `${kind}, visible, of a product moderation removed: admins alone get it`,
      owner,
      path: removedItem,
      list: visibleOnes(removedItem.slice(0, removedItem.lastIndexOf('/'))),
      create,
      update: { text: 'Edited' },
      access: { get: only('admin'), list: NOBODY, ...NO_WRITES },
    },
  ] satisfies MatrixCase[];
}

const reportCase = (
  name: string,
  parent: string,
  report: typeof docs.report | typeof docs.linkReport,
): MatrixCase => ({
  name: `${name}: admins alone read, not even the reporter`,
  owner,
  path: `${parent}/${owner}`,
  create: (uid) => ({ path: `${parent}/${uid}`, data: report(uid) }),
  update: { reason: 'Changed' },
  access: { get: only('admin'), list: only('admin'), ...NO_WRITES },
  cap: LIMITS.adminPageSize,
});

matrix([
  {
    name: 'users/{uid}/reactions/{productId}: the owner alone reads, not even admins',
    owner,
    path: paths.reaction(owner, productId),
    // The member's dislikes (the page count, a focus link), a page at a time.
    list: (db) => query(collection(db, paths.reactions(owner)), where('disliked', '==', true)),
    cap: LIMITS.ownListMax,
    create: (uid) => ({
      path: paths.reaction(uid, productId),
      data: docs.reaction(productId, { liked: true, rating: 5 }),
    }),
    update: { liked: false, rating: 5 },
    access: { get: only('owner'), list: only('owner'), ...NO_WRITES },
    otherLists: [
      {
        name: 'of the cards on screen, by their ids (at most WINDOW_MAX)',
        query: (db) =>
          query(
            collection(db, paths.reactions(owner)),
            where(documentId(), 'in', [productId]),
            limit(WINDOW_MAX),
          ),
        access: only('owner'),
      },
    ],
  },
  ...threadCases('products/{id}/comments/{cid}', {
    parent: paths.comments(productId),
    visibleId: visible,
    hiddenId: hidden,
    removedItem: paths.comment(removedId, ofRemoved),
  }),
  ...threadCases('products/{id}/comments/{cid}/replies/{rid}', {
    parent: paths.replies(productId, visible),
    visibleId: reply,
    hiddenId: hiddenReply,
    removedItem: paths.reply(removedId, ofRemoved, replyOfRemoved),
  }),
  {
    name: 'products/{id}/comments/{cid}/replies/{rid}, visible, under a hidden comment: admins alone get it',
    owner,
    path: paths.reply(productId, hidden, replyOfHidden),
    list: visibleOnes(paths.replies(productId, hidden)),
    create: (uid) => ({
      path: paths.reply(productId, hidden, uniqueId('new')),
      data: item(uid, false),
    }),
    update: { text: 'Edited' },
    access: { get: only('admin'), list: NOBODY, ...NO_WRITES },
  },
  reportCase('products/{id}/linkReports/{uid}', paths.linkReports(productId), (uid) =>
    docs.linkReport(uid),
  ),
]);

// A count() is a list to the rules: the count of a member's dislikes the feed once sent, with no
// limit, is refused to everyone, the member included (the page count now subtracts the
// dislikes the SPA reads a page at a time).
describe("a count() of a member's dislikes, sent without a limit", () => {
  const dislikes = (db: Firestore) =>
    query(
      collection(db, paths.reactions(owner)),
      where(DISLIKED_KEYS_FIELD, 'array-contains-any', [EVERY_PRODUCT_KEY]),
    );
  for (const actor of ACTORS) {
    it(`as ${actor}: denied`, async () => {
      await expectOutcome(false, getCountFromServer(dislikes(await dbAs(actor, owner))));
    });
  }
});
