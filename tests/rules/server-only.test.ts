// The default deny: every collection firestore.rules does not name is server-only. No client
// reads or writes them, not even an admin (admins read donations, messages and the moderation
// log through the API) or the member a document is about (their supporter status, threads and
// rate limits come from the API). Subcollections without a rule under public documents and
// collection-group queries fall under it too.
import { collectionGroup, getDocs, where, query } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import {
  ACTORS,
  SERVER_ONLY,
  dbAs,
  expectOutcome,
  matrix,
  seedDocs,
  uidOf,
  uniqueId,
  type MatrixCase,
} from './support';

const owner = uniqueId('rules-server');
const other = uidOf('other', owner);
const thread = `${COLLECTIONS.dmThreads}/${uniqueId('dm')}`;
const now = new Date();

/** Per collection: a document about the owner, and the change a client would like to make. */
const documents: Record<string, { path: string; data: object; update: object }> = {
  'nameClaims/{key}: who holds a display name': {
    path: `${COLLECTIONS.nameClaims}/${uniqueId('rules-name')}`,
    data: { uid: owner, name: 'Rules Name', claimedAt: now },
    update: { uid: other },
  },
  'donationTotals/{uid}: paid donations added up': {
    path: `${COLLECTIONS.donationTotals}/${owner}`,
    data: { paidCents: 5_000, countPaid: 1, lastPaidAt: null },
    update: { paidCents: 1_000_000 },
  },
  'donations/{id}': {
    path: `${COLLECTIONS.donations}/${uniqueId('cs')}`,
    data: { uid: owner, email: `${owner}@test.xmates.test`, amountCents: 500, status: 'paid' },
    update: { amountCents: 99_999 },
  },
  'donationSubscriptions/{id}': {
    path: `${COLLECTIONS.donationSubscriptions}/${uniqueId('sub')}`,
    data: { uid: owner, email: `${owner}@test.xmates.test`, status: 'active' },
    update: { status: 'canceled' },
  },
  'stripeEvents/{id}: webhook events handled': {
    path: `${COLLECTIONS.stripeEvents}/${uniqueId('evt')}`,
    data: { type: 'checkout.session.completed', handledAt: now },
    update: { handledAt: null },
  },
  'checkoutSessions/{id}: the Checkout sessions the API created': {
    path: `${COLLECTIONS.checkoutSessions}/${uniqueId('cs')}`,
    data: { uid: owner, kind: 'one-off', amount: 500, currency: 'aud', createdAt: now },
    update: { amount: 99_999 },
  },
  'localCheckouts/{id}: the local test checkout': {
    path: `${COLLECTIONS.localCheckouts}/${uniqueId('cs')}`,
    data: { uid: owner, amountCents: 500, status: 'open' },
    update: { status: 'paid' },
  },
  'contactMessages/{id}': {
    path: `${COLLECTIONS.contactMessages}/${uniqueId('msg')}`,
    data: { uid: owner, email: `${owner}@test.xmates.test`, message: 'Hello', createdAt: now },
    update: { handled: true },
  },
  'dmThreads/{id}, even for its participants': {
    path: thread,
    data: { participants: [owner, other], createdAt: now, updatedAt: now },
    update: { participants: [owner, uidOf('member', owner)] },
  },
  'dmThreads/{id}/messages/{mid}': {
    path: `${thread}/${COLLECTIONS.messages}/${uniqueId('m')}`,
    data: { from: owner, fromName: 'Owner', to: other, text: 'Hi', createdAt: now },
    update: { text: 'Edited' },
  },
  'adminMessages/{id}': {
    path: `${COLLECTIONS.adminMessages}/${uniqueId('admin-message')}`,
    data: { to: owner, from: 'a', fromName: 'A', message: 'x', createdAt: now },
    update: { message: 'Changed' },
  },
  'productLinks/{key}: claimed links': {
    path: `${COLLECTIONS.productLinks}/${uniqueId('link')}`,
    data: { productId: 'p', ownerUid: owner },
    update: { productId: 'q' },
  },
  'productOwners/{productId}: who submitted a product (an anonymous one too)': {
    path: `${COLLECTIONS.productOwners}/${uniqueId('product')}`,
    data: { ownerUid: owner, anonymous: true, approved: true, createdAt: now },
    update: { ownerUid: other },
  },
  'productSlugs/{slug}': {
    path: `${COLLECTIONS.productSlugs}/${uniqueId('slug')}`,
    data: { productId: 'p' },
    update: { productId: 'q' },
  },
  'uploads/{id}: processed images and who may use them': {
    path: `${COLLECTIONS.uploads}/${uniqueId('upload')}`,
    data: { uid: owner, createdAt: now },
    update: { uid: other },
  },
  'rateLimits/{key}': {
    path: `${COLLECTIONS.rateLimits}/${uniqueId(`comment-${owner}`)}`,
    data: { uid: owner, count: 30, windowStart: now },
    update: { count: 0 },
  },
  'moderationLog/{id}': {
    path: `${COLLECTIONS.moderationLog}/${uniqueId('log')}`,
    data: { action: 'tag.add', actor: { uid: 'a' }, createdAt: now },
    update: { action: 'nothing' },
  },
  'meta/{id}: seed bookkeeping': {
    path: `${COLLECTIONS.meta}/${uniqueId('meta')}`,
    data: { secret: true },
    update: { secret: false },
  },
  'a collection without a rule': {
    path: `${uniqueId('anything')}/${uniqueId('x')}`,
    data: { uid: owner },
    update: { uid: other },
  },
  'a subcollection without a rule under a public document': {
    path: `${COLLECTIONS.profiles}/${owner}/private/${uniqueId('x')}`,
    data: { email: `${owner}@test.xmates.test` },
    update: { email: 'x@example.com' },
  },
};

beforeAll(async () => {
  await seedDocs(
    Object.fromEntries(Object.values(documents).map(({ path, data }) => [path, data])),
  );
});

matrix(
  Object.entries(documents).map(([name, { path, data, update }]): MatrixCase => ({
    name: `${name}: server-only`,
    owner,
    path,
    create: (uid) => ({
      path: `${path.slice(0, path.lastIndexOf('/'))}/${uid}`,
      data: { ...data, uid },
    }),
    update,
    access: SERVER_ONLY,
  })),
);

// A group query would gather one collection from under every document: only the per-path rules
// grant reads, so none is allowed, not even the visible comments or for admins.
describe('collection-group queries', () => {
  const groups = [
    COLLECTIONS.comments,
    COLLECTIONS.replies,
    COLLECTIONS.reports,
    COLLECTIONS.linkReports,
    COLLECTIONS.reactions,
    COLLECTIONS.notifications,
    COLLECTIONS.messages,
  ];
  for (const group of groups) {
    for (const actor of ACTORS) {
      it(`${group} as ${actor}: denied`, async () => {
        const db = await dbAs(actor, owner);
        await expectOutcome(
          false,
          getDocs(query(collectionGroup(db, group), where('hidden', '==', false))),
        );
      });
    }
  }
});
