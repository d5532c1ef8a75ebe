// Donations, members' donation totals, handled Stripe events, subscriptions, the local test
// checkout's orders and contact messages are server-only: no client reads or writes them, not
// even an admin (admins read donations and messages through the API) or the member a document
// is about (their supporter status comes from GET /api/donations/supporter).
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { assertFails } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@xmates/domain';
import { ACTORS, dbAs, seedDocs, uniqueId } from './support';

const owner = uniqueId('donor');
const docs = {
  donations: `${COLLECTIONS.donations}/${uniqueId('cs')}`,
  donationTotals: `${COLLECTIONS.donationTotals}/${owner}`,
  donationSubscriptions: `${COLLECTIONS.donationSubscriptions}/${uniqueId('sub')}`,
  stripeEvents: `${COLLECTIONS.stripeEvents}/${uniqueId('evt')}`,
  localCheckouts: `${COLLECTIONS.localCheckouts}/${uniqueId('cs')}`,
  contactMessages: `${COLLECTIONS.contactMessages}/${uniqueId('msg')}`,
} as const;

beforeAll(async () => {
  await seedDocs(
    Object.fromEntries(Object.values(docs).map((path) => [path, { uid: owner, amount: 500 }])),
  );
});

for (const [name, path] of Object.entries(docs)) {
  const parent = path.split('/')[0] ?? '';
  describe(`${name}: server-only`, () => {
    for (const actor of ACTORS) {
      it(`${actor} may not get, list, create, update or delete`, async () => {
        const db = await dbAs(actor, owner);
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, parent)));
        await assertFails(setDoc(doc(db, parent, uniqueId('new')), { uid: owner, amount: 1 }));
        await assertFails(setDoc(doc(db, path), { uid: owner, amount: 99_999 }));
        await assertFails(deleteDoc(doc(db, path)));
      });
    }
  });
}
