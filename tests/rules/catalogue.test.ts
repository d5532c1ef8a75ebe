// The public catalogue: approved products (admins also read the rest), categories, tags and
// badge definitions. Products are listed a window at most (the feed queries them, WINDOW_MAX a
// query; its counts of a whole filter come from the API); categories, tags and badge
// definitions are got one by one, never listed (the SPA reads those lists through the API).
// Counters, approval status and everything else change through the API only.
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, WINDOW_MAX, type ProductDoc } from '@xmates/domain';
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
  withoutApprovedFilter,
} from './support';

const owner = uniqueId('rules-owner');
const { approvedId, removedId } = productsBeforeAll('rules');
const categoryId = uniqueId('rules-category');
const tagId = uniqueId('rules-tag');
const badgeKey = uniqueId('rules_badge');

const anonymousId = uniqueId('rules-anonymous');

const product = (uid: string, state: ProductDoc['status']) =>
  docs.product({ owner: { uid, displayName: 'Rules Owner', badges: [] } }, state);
const badge = docs.badge({ key: badgeKey, name: 'Rules' });

beforeAll(async () => {
  await seedDocs({
    [paths.category(categoryId)]: docs.category('Rules'),
    [paths.tag(tagId)]: docs.tag('Rules'),
    [paths.badge(badgeKey)]: badge,
    // An anonymous submission of the 'owner' actor, stored as the API stores it.
    [paths.product(anonymousId)]: docs.product({
      slug: anonymousId,
      title: 'Anonymous submission',
      description: 'Submitted without a display name.',
      owner: { uid: owner, displayName: null, badges: ['first_submission'] },
    }),
    [paths.productOwner(anonymousId)]: docs.productOwner(owner, { anonymous: true }),
  });
});

// Issue 21: an anonymous submission cannot be tied to its member. The public document holds
// no account id anywhere (the uid is in productOwners, which no client reads, not even the
// submitter: their lists come from the API), and no badges that could single them out.
describe('an anonymous submission, read with the client SDK', () => {
  for (const actor of ['visitor', 'member', 'other'] as const) {
    it(`shows ${actor} 'Anonymous' and no account id`, async () => {
      const db = await dbAs(actor, owner);
      const snap = await getDoc(doc(db, paths.product(anonymousId)));
      expect(snap.get('submitter')).toEqual({ displayName: ANONYMOUS_NAME, badges: [] });
      expect(JSON.stringify(snap.data())).not.toContain(owner);
      await expectOutcome(false, getDoc(doc(db, paths.productOwner(anonymousId))));
    });
  }

  it('keeps productOwners from the submitter too', async () => {
    const db = await dbAs('owner', owner);
    await expectOutcome(false, getDoc(doc(db, paths.productOwner(anonymousId))));
  });
});

const products = (db: Firestore) => collection(db, paths.products);

// The SPA's feed reads Firestore directly: the trending sort's query is the feed's others'.
describe('the trending sort, queried with the client SDK', () => {
  for (const actor of ['visitor', 'member'] as const) {
    it(`lists approved products by trendingScore for a ${actor}`, async () => {
      const db = await dbAs(actor, owner);
      const page = await getDocs(
        query(
          products(db),
          where('approved', '==', true),
          orderBy('trendingScore', 'desc'),
          orderBy('__name__', 'desc'),
          limit(6),
        ),
      );
      expect(page.size).toBeGreaterThan(0);
      const scores = page.docs.map((d) => Number(d.get('trendingScore')));
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });
  }
});

// A count() is a list to the rules: one over a whole filter, sent without a limit, is refused
// (Home's page count and a focus link's position come from GET /api/products/count); one asking
// for a window at most, as a focus link's count of the dislikes ahead does, is allowed.
describe('a count() of the approved products', () => {
  const approved = (db: Firestore) => query(products(db), where('approved', '==', true));
  for (const actor of ACTORS) {
    it(`without a limit as ${actor}: denied`, async () => {
      await expectOutcome(false, getCountFromServer(approved(await dbAs(actor, owner))));
    });
    it(`asking for ${WINDOW_MAX} as ${actor}: allowed`, async () => {
      const db = await dbAs(actor, owner);
      const counted = await getCountFromServer(query(approved(db), limit(WINDOW_MAX)));
      expect(counted.data().count).toBeGreaterThan(0);
    });
    it(`asking for ${WINDOW_MAX + 1} as ${actor}: denied`, async () => {
      const db = await dbAs(actor, owner);
      await expectOutcome(false, getCountFromServer(query(approved(db), limit(WINDOW_MAX + 1))));
    });
  }
});

const newProduct = (state: ProductDoc['status']) => (uid: string) => ({
  path: paths.product(uniqueId('rules-new')),
  data: product(uid, state),
});

matrix([
  {
    name: 'products/{id}, approved: anyone reads; a list must ask for approved == true',
    owner,
    path: paths.product(approvedId),
    // The feed's window (its order and cursor aside).
    list: (db) => query(products(db), where('approved', '==', true)),
    cap: WINDOW_MAX,
    create: newProduct('approved'),
    update: { likesCount: 1000 },
    access: { get: EVERYONE, list: EVERYONE, ...NO_WRITES },
    otherLists: [withoutApprovedFilter((db) => query(products(db), limit(6)))],
  },
  {
    name: 'products/{id}, removed by moderation: admins alone read',
    owner,
    path: paths.product(removedId),
    list: (db) => query(products(db), where('approved', '==', false)),
    cap: WINDOW_MAX,
    create: newProduct('removed'),
    update: { approved: true, status: 'approved' },
    access: { get: only('admin'), list: only('admin'), ...NO_WRITES },
  },
  {
    name: 'categories/{id}: anyone gets one, nobody lists',
    owner,
    path: paths.category(categoryId),
    create: () => ({ path: paths.category(uniqueId('rules-c')), data: docs.category('New', true) }),
    update: { featured: true },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
  {
    name: 'tags/{id}: anyone gets one, nobody lists',
    owner,
    path: paths.tag(tagId),
    create: () => ({ path: paths.tag(uniqueId('rules-t')), data: docs.tag('New') }),
    update: { name: 'Changed' },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
  {
    name: 'badges/{key}: anyone gets a definition, nobody lists',
    owner,
    path: paths.badge(badgeKey),
    create: () => ({ path: paths.badge(uniqueId('rules_b')), data: badge }),
    update: { isActive: true, criteria: { type: 'custom', threshold: 0 } },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
]);
