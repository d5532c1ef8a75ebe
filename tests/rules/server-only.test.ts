// The default deny: every collection firestore.rules does not name is server-only. No client
// reads or writes them, not even an admin (admins read donations, messages and the moderation
// log through the API) or the member a document is about (their supporter status, threads and
// rate limits come from the API). Subcollections without a rule under public documents and
// collection-group queries fall under it too.
import { collectionGroup, getDocs, where, query } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
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
const email = `${owner}@test.xmates.test`;
const thread = uniqueId('dm');

/** Per collection: a document about the owner, and the change a client would like to make. */
const documents: Record<string, { path: string; data: object; update: object }> = {
  'nameClaims/{key}: who holds a display name': {
    path: paths.nameClaim(uniqueId('rules-name')),
    data: docs.nameClaim(owner, 'Rules Name'),
    update: { uid: other },
  },
  'donationTotals/{uid}: paid donations added up': {
    path: paths.donationTotalsOf(owner),
    data: docs.donationTotals(5_000, 1, null),
    update: { paidCents: 1_000_000 },
  },
  'donations/{id}': {
    path: paths.donation(uniqueId('cs')),
    data: docs.donation({ uid: owner, email }),
    update: { amount: 99_999 },
  },
  'donationSubscriptions/{id}': {
    path: paths.donationSubscription(uniqueId('sub')),
    data: docs.donationSubscription({ uid: owner, email }),
    update: { status: 'cancelled' },
  },
  'stripeEvents/{id}: webhook events handled': {
    path: paths.stripeEvent(uniqueId('evt')),
    data: docs.stripeEvent(),
    update: { outcome: 'not handled' },
  },
  'checkoutSessions/{id}: the Checkout sessions the API created': {
    path: paths.checkoutSession(uniqueId('cs')),
    data: docs.checkoutSession(owner),
    update: { amount: 99_999 },
  },
  'localCheckouts/{id}: the local test checkout': {
    path: paths.localCheckout(uniqueId('cs')),
    data: docs.localCheckout(owner),
    update: { state: 'complete' },
  },
  'contactMessages/{id}': {
    path: paths.contactMessage(uniqueId('msg')),
    data: docs.contactMessage({ uid: owner, email }),
    update: { status: 'responded' },
  },
  'dmThreads/{id}, even for its participants': {
    path: paths.dmThread(thread),
    data: docs.dmThread([owner, other]),
    update: { participants: [owner, uidOf('member', owner)] },
  },
  'dmThreads/{id}/messages/{mid}': {
    path: paths.dmMessage(thread, uniqueId('m')),
    data: docs.dmMessage(owner, other, { fromName: 'Owner' }),
    update: { text: 'Edited' },
  },
  'adminMessages/{id}': {
    path: paths.adminMessage(uniqueId('admin-message')),
    data: docs.adminMessage(owner),
    update: { message: 'Changed' },
  },
  'productLinks/{key}: claimed links': {
    path: paths.productLink(uniqueId('link')),
    data: { productId: 'p', ownerUid: owner },
    update: { productId: 'q' },
  },
  'productOwners/{productId}: who submitted a product (an anonymous one too)': {
    path: paths.productOwner(uniqueId('product')),
    data: docs.productOwner(owner, { anonymous: true }),
    update: { ownerUid: other },
  },
  "linkChecks/{productId}: the link checker's last check": {
    path: paths.linkCheck(uniqueId('product')),
    data: docs.linkCheck('https://videos.example.com/x', { verdict: 'dead', status: 404 }),
    update: { verdict: 'alive' },
  },
  "linkHosts/{host}: each video host's gate for the link checker's queue": {
    path: paths.linkHost(uniqueId('host')),
    data: { leases: {}, lastStartAt: 0, nextSlotAt: 0 },
    update: { nextSlotAt: 1 },
  },
  "productTrends/{productId}: when a product's trend is due (when its oldest like of the week was given)":
    {
      path: paths.productTrend(uniqueId('product')),
      data: docs.productTrend(),
      update: { dueAt: null },
    },
  'productSlugs/{slug}': {
    path: paths.productSlug(uniqueId('slug')),
    data: { productId: 'p' },
    update: { productId: 'q' },
  },
  'uploads/{id}: processed images and who may use them': {
    path: paths.upload(uniqueId('upload')),
    data: docs.upload(owner),
    update: { ownerUid: other },
  },
  'rateLimits/{key}': {
    path: paths.rateLimit(uniqueId(`comment-${owner}`)),
    data: { uid: owner, count: 30, windowStart: new Date() },
    update: { count: 0 },
  },
  "ceilings/{budget}_{minute}/shards/{k}: the visitors' calls of one budget in one minute": {
    path: `${COLLECTIONS.ceilings}/${uniqueId('search')}_29000000/shards/0`,
    data: { count: 1, expiresAt: new Date() },
    update: { count: 0 },
  },
  "commentReports/{reportId}: a reported comment's or reply's moderation state": {
    path: paths.commentReportState(uniqueId('p~c')),
    data: { kind: 'comment', reported: true, reportsCount: 1, reportedAt: new Date() },
    update: { reported: false },
  },
  'commentReports/{reportId}/reports/{uid}: a report and the words it reported': {
    path: `${paths.commentReportsOf(uniqueId('p~c'))}/${owner}`,
    data: docs.report(owner),
    update: { reason: 'Other' },
  },
  "reportedMembers/{uid}: a member's open reports added up, even for that member": {
    path: paths.reportedMember(owner),
    data: { uid: owner, reportsCount: 1, reasons: { spam: 1 }, reportedAt: new Date() },
    update: { reportsCount: 0 },
  },
  'reportedMembers/{uid}/memberReports/{reporter}: a report of a member, even the reporter’s own': {
    path: paths.memberReport(other, owner),
    data: docs.memberReport(owner),
    update: { reason: 'other' },
  },
  'suspensions/{uid}: a suspension or ban, even the member’s own': {
    path: paths.suspension(owner),
    data: docs.suspension(3),
    update: { until: null },
  },
  'moderationLog/{id}': {
    path: paths.moderationLogEntry(uniqueId('log')),
    data: docs.moderationLogEntry(),
    update: { action: 'nothing' },
  },
  'users/{uid}/blocks/{blockedUid}: the members one member blocked, even the blocker’s own': {
    path: `${paths.user(owner)}/blocks/${uniqueId('blocked')}`,
    data: { at: new Date() },
    update: { at: new Date(0) },
  },
  'publicModerationLog/{id}: the public log, read through GET /api/moderation-log': {
    path: `${paths.publicModerationLog}/${uniqueId('public-log')}`,
    data: { done: 'hidden', kind: 'comment', reason: 'member-reports', at: new Date() },
    update: { done: 'restored' },
  },
  'siteSettings/{id}: the age assurance mode the rules read': {
    path: `${paths.ageAssuranceSetting}-${uniqueId('setting')}`,
    data: { mode: 'declaration' },
    update: { mode: 'verified' },
  },
  'meta/{id}: seed bookkeeping': {
    path: paths.meta(uniqueId('meta')),
    data: { secret: true },
    update: { secret: false },
  },
  'a collection without a rule': {
    path: `${uniqueId('anything')}/${uniqueId('x')}`,
    data: { uid: owner },
    update: { uid: other },
  },
  'a subcollection without a rule under a public document': {
    path: `${paths.profile(owner)}/private/${uniqueId('x')}`,
    data: { email },
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
    COLLECTIONS.memberReports,
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
