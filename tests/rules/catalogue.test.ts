// The public catalogue: approved products (admins also read the rest), categories, tags and
// badge definitions. Products are listed (the feed queries them); categories, tags and badge
// definitions are got one by one, never listed (the SPA reads those lists through the API).
// Counters, approval status and everything else change through the API only.
import { collection, limit, query, where, type Firestore } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import { EVERYONE, NOBODY, NO_WRITES, matrix, only, seedDocs, uniqueId } from './support';

const owner = uniqueId('rules-owner');
const approvedId = uniqueId('rules-approved');
const removedId = uniqueId('rules-removed');
const categoryId = uniqueId('rules-category');
const tagId = uniqueId('rules-tag');
const badgeKey = uniqueId('rules_badge');

const product = (ownerUid: string, approved: boolean) => ({
  title: approved ? 'Approved' : 'Removed',
  approved,
  status: approved ? 'approved' : 'removed',
  ownerUid,
  likesCount: 0,
  commentsCount: 0,
});
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
    [`${COLLECTIONS.products}/${approvedId}`]: product(owner, true),
    [`${COLLECTIONS.products}/${removedId}`]: product(owner, false),
    [`${COLLECTIONS.categories}/${categoryId}`]: {
      name: 'Rules',
      nameLower: 'rules',
      featured: false,
    },
    [`${COLLECTIONS.tags}/${tagId}`]: { name: 'Rules', nameLower: 'rules' },
    [`${COLLECTIONS.badges}/${badgeKey}`]: badge,
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
