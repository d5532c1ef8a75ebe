import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import { dbAs, seedDocs, uniqueId, type Actor } from './support';

const owner = uniqueId('rules-owner');
const approvedId = uniqueId('rules-approved');
const hiddenId = uniqueId('rules-hidden');
const categoryId = uniqueId('rules-category');
const tagId = uniqueId('rules-tag');
const actors: Actor[] = ['visitor', 'owner', 'other', 'admin'];

beforeAll(async () => {
  await seedDocs({
    [`${COLLECTIONS.products}/${approvedId}`]: {
      title: 'Approved',
      approved: true,
      ownerUid: owner,
      likesCount: 0,
    },
    [`${COLLECTIONS.products}/${hiddenId}`]: {
      title: 'Removed',
      approved: false,
      ownerUid: owner,
      likesCount: 0,
    },
    [`${COLLECTIONS.categories}/${categoryId}`]: {
      name: 'Rules',
      nameLower: 'rules',
      featured: false,
    },
    [`${COLLECTIONS.tags}/${tagId}`]: { name: 'Rules', nameLower: 'rules' },
  });
});

describe('products/{id}', () => {
  for (const actor of actors) {
    it(`${actor} reads approved products and lists them with approved == true`, async () => {
      const db = await dbAs(actor, owner);
      await assertSucceeds(getDoc(doc(db, COLLECTIONS.products, approvedId)));
      await assertSucceeds(
        getDocs(
          query(collection(db, COLLECTIONS.products), where('approved', '==', true), limit(6)),
        ),
      );
    });

    it(`${actor} cannot write products (counters change only through the API)`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(updateDoc(doc(db, COLLECTIONS.products, approvedId), { likesCount: 1000 }));
      await assertFails(
        setDoc(doc(db, COLLECTIONS.products, uniqueId('p')), { title: 'x', approved: true }),
      );
      await assertFails(deleteDoc(doc(db, COLLECTIONS.products, approvedId)));
    });
  }

  for (const actor of ['visitor', 'owner', 'other'] as Actor[]) {
    it(`${actor} cannot read a product that is not approved, nor list without the filter`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(getDoc(doc(db, COLLECTIONS.products, hiddenId)));
      await assertFails(getDocs(query(collection(db, COLLECTIONS.products), limit(6))));
    });
  }

  it('admin reads products that are not approved', async () => {
    await assertSucceeds(getDoc(doc(await dbAs('admin', owner), COLLECTIONS.products, hiddenId)));
  });
});

describe('categories and tags', () => {
  for (const actor of actors) {
    it(`${actor} reads but cannot write`, async () => {
      const db = await dbAs(actor, owner);
      await assertSucceeds(getDoc(doc(db, COLLECTIONS.categories, categoryId)));
      await assertSucceeds(getDocs(query(collection(db, COLLECTIONS.tags), limit(5))));
      await assertFails(setDoc(doc(db, COLLECTIONS.categories, uniqueId('c')), { name: 'New' }));
      await assertFails(updateDoc(doc(db, COLLECTIONS.tags, tagId), { name: 'Changed' }));
      await assertFails(deleteDoc(doc(db, COLLECTIONS.categories, categoryId)));
    });
  }
});
