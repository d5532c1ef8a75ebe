// Outgoing links are for signed-in members only: visitors never read one from Firestore, not
// through watchLinks and not through the public product documents.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import { dbAs, seedDocs, uniqueId, type Actor } from './support';

const owner = uniqueId('links-owner');
const approvedId = uniqueId('links-approved');
const removedId = uniqueId('links-removed');
const link = 'https://videos.example.com/members-only';

beforeAll(async () => {
  await seedDocs({
    [`${COLLECTIONS.products}/${approvedId}`]: { title: 'Approved', approved: true },
    [`${COLLECTIONS.products}/${removedId}`]: { title: 'Removed', approved: false },
    [`${COLLECTIONS.watchLinks}/${approvedId}`]: { link, approved: true },
    [`${COLLECTIONS.watchLinks}/${removedId}`]: { link: `${link}-2`, approved: false },
  });
});

const links = (db: Awaited<ReturnType<typeof dbAs>>) => collection(db, COLLECTIONS.watchLinks);
const pageQuery = (db: Awaited<ReturnType<typeof dbAs>>) =>
  query(links(db), where(documentId(), 'in', [approvedId]), where('approved', '==', true));

describe('watchLinks/{productId}', () => {
  it('visitor can neither get nor list a link', async () => {
    const db = await dbAs('visitor', owner);
    await assertFails(getDoc(doc(links(db), approvedId)));
    await assertFails(getDocs(pageQuery(db)));
    await assertFails(getDocs(query(links(db), limit(5))));
  });

  for (const actor of ['owner', 'other'] as Actor[]) {
    it(`${actor} (a signed-in member) gets and lists the link of an approved product`, async () => {
      const db = await dbAs(actor, owner);
      const snap = await assertSucceeds(getDoc(doc(links(db), approvedId)));
      expect(snap.get('link')).toBe(link);
      const page = await assertSucceeds(getDocs(pageQuery(db)));
      expect(page.docs.map((d) => d.get('link'))).toEqual([link]);
    });

    it(`${actor} cannot read the link of a product that is not approved, nor list unfiltered`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(getDoc(doc(links(db), removedId)));
      await assertFails(getDocs(query(links(db), limit(5))));
    });
  }

  it('admin reads every link', async () => {
    const db = await dbAs('admin', owner);
    await assertSucceeds(getDoc(doc(links(db), removedId)));
    await assertSucceeds(getDocs(query(links(db), limit(5))));
  });

  for (const actor of ['visitor', 'owner', 'other', 'admin'] as Actor[]) {
    it(`${actor} cannot write a link`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(setDoc(doc(links(db), approvedId), { link: 'https://evil.example' }));
      await assertFails(setDoc(doc(links(db), uniqueId('new')), { link, approved: true }));
      await assertFails(deleteDoc(doc(links(db), approvedId)));
    });
  }
});

describe('public product documents', () => {
  it('never carry a link: a visitor reading the seeded feed finds none', async () => {
    const db = await dbAs('visitor', owner);
    const snap = await getDocs(
      query(collection(db, COLLECTIONS.products), where('approved', '==', true), limit(100)),
    );
    expect(snap.size).toBeGreaterThan(0);
    for (const product of snap.docs) {
      expect(Object.keys(product.data())).not.toContain('link');
      expect(Object.keys(product.data())).not.toContain('linkKey');
    }
  });
});
