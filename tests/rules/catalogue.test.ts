// The public catalogue: approved products (admins also read the rest), categories, tags and
// badge definitions. Products are listed (the feed queries them); categories, tags and badge
// definitions are got one by one, never listed (the SPA reads those lists through the API).
// Counters, approval status and everything else change through the API only.
import { collection, doc, getDoc, limit, query, where, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, COLLECTIONS, newProductDoc, newProductOwnerDoc } from '@xmates/domain';
import {
  EVERYONE,
  NOBODY,
  NO_WRITES,
  dbAs,
  expectOutcome,
  matrix,
  only,
  seedDocs,
  uniqueId,
} from './support';

const owner = uniqueId('rules-owner');
const approvedId = uniqueId('rules-approved');
const removedId = uniqueId('rules-removed');
const categoryId = uniqueId('rules-category');
const tagId = uniqueId('rules-tag');
const badgeKey = uniqueId('rules_badge');

const anonymousId = uniqueId('rules-anonymous');

const product = (displayName: string, approved: boolean) => ({
  title: approved ? 'Approved' : 'Removed',
  approved,
  status: approved ? 'approved' : 'removed',
  submitter: { displayName, badges: [] },
  likesCount: 0,
  commentsCount: 0,
});

/** An anonymous submission of the 'owner' actor, stored as the API stores it. */
const anonymous = {
  slug: anonymousId,
  title: 'Anonymous submission',
  description: 'Submitted without a display name.',
  categories: ['Rules'],
  tags: ['rules'],
  images: [],
  isAdultsOnly: false,
  owner: { uid: owner, displayName: null, badges: ['first_submission'] },
  createdAt: new Date(),
};
const badge = {
  key: badgeKey,
  name: 'Rules',
  description: 'A test badge',
  icon: '🧪',
  category: 'other',
  criteria: { type: 'custom', threshold: 1 },
  isActive: false,
};

beforeAll(async () => {
  await seedDocs({
    [`${COLLECTIONS.products}/${approvedId}`]: product('Rules Owner', true),
    [`${COLLECTIONS.products}/${removedId}`]: product('Rules Owner', false),
    [`${COLLECTIONS.categories}/${categoryId}`]: {
      name: 'Rules',
      nameLower: 'rules',
      featured: false,
    },
    [`${COLLECTIONS.tags}/${tagId}`]: { name: 'Rules', nameLower: 'rules' },
    [`${COLLECTIONS.badges}/${badgeKey}`]: badge,
    [`${COLLECTIONS.products}/${anonymousId}`]: newProductDoc(anonymous),
    [`${COLLECTIONS.productOwners}/${anonymousId}`]: newProductOwnerDoc(anonymous) ?? {},
  });
});

// Issue 21: an anonymous submission cannot be tied to its member. The public document holds
// no account id anywhere (the uid is in productOwners, which no client reads, not even the
// submitter: their lists come from the API), and no badges that could single them out.
describe('an anonymous submission, read with the client SDK', () => {
  for (const actor of ['visitor', 'member', 'other'] as const) {
    it(`shows ${actor} 'Anonymous' and no account id`, async () => {
      const db = await dbAs(actor, owner);
      const snap = await getDoc(doc(db, COLLECTIONS.products, anonymousId));
      expect(snap.get('submitter')).toEqual({ displayName: ANONYMOUS_NAME, badges: [] });
      expect(JSON.stringify(snap.data())).not.toContain(owner);
      await expectOutcome(false, getDoc(doc(db, COLLECTIONS.productOwners, anonymousId)));
    });
  }

  it('keeps productOwners from the submitter too', async () => {
    const db = await dbAs('owner', owner);
    await expectOutcome(false, getDoc(doc(db, COLLECTIONS.productOwners, anonymousId)));
  });
});

const products = (db: Firestore) => collection(db, COLLECTIONS.products);
const newProduct = (uid: string) => ({
  path: `${COLLECTIONS.products}/${uniqueId('rules-new')}`,
  data: product(uid, true),
});

matrix([
  {
    name: 'products/{id}, approved: anyone reads; a list must ask for approved == true',
    owner,
    path: `${COLLECTIONS.products}/${approvedId}`,
    list: (db) => query(products(db), where('approved', '==', true), limit(6)),
    create: newProduct,
    update: { likesCount: 1000 },
    access: { get: EVERYONE, list: EVERYONE, ...NO_WRITES },
    otherLists: [
      {
        name: 'without the approved filter',
        query: (db) => query(products(db), limit(6)),
        access: only('admin'),
      },
    ],
  },
  {
    name: 'products/{id}, removed by moderation: admins alone read',
    owner,
    path: `${COLLECTIONS.products}/${removedId}`,
    list: (db) => query(products(db), where('approved', '==', false), limit(6)),
    create: (uid) => ({ ...newProduct(uid), data: product(uid, false) }),
    update: { approved: true, status: 'approved' },
    access: { get: only('admin'), list: only('admin'), ...NO_WRITES },
  },
  {
    name: 'categories/{id}: anyone gets one, nobody lists',
    owner,
    path: `${COLLECTIONS.categories}/${categoryId}`,
    create: () => ({
      path: `${COLLECTIONS.categories}/${uniqueId('rules-c')}`,
      data: { name: 'New', nameLower: 'new', featured: true },
    }),
    update: { featured: true },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
  {
    name: 'tags/{id}: anyone gets one, nobody lists',
    owner,
    path: `${COLLECTIONS.tags}/${tagId}`,
    create: () => ({
      path: `${COLLECTIONS.tags}/${uniqueId('rules-t')}`,
      data: { name: 'New', nameLower: 'new' },
    }),
    update: { name: 'Changed' },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
  {
    name: 'badges/{key}: anyone gets a definition, nobody lists',
    owner,
    path: `${COLLECTIONS.badges}/${badgeKey}`,
    create: () => ({ path: `${COLLECTIONS.badges}/${uniqueId('rules_b')}`, data: badge }),
    update: { isActive: true, criteria: { type: 'custom', threshold: 0 } },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
]);
