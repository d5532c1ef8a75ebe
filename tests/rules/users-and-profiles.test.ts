import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import { dbAs, seedDocs, uniqueId, type Actor } from './support';

const uid = uniqueId('rules-user');
const userDoc = {
  uid,
  email: `${uid}@test.xmates.test`,
  emailLower: `${uid}@test.xmates.test`,
  displayName: 'Rules User',
  role: 'member',
  isAdmin: false,
};

beforeAll(async () => {
  await seedDocs({
    [`${COLLECTIONS.users}/${uid}`]: userDoc,
    [`${COLLECTIONS.profiles}/${uid}`]: { displayName: 'Rules User', photoURL: null, badges: [] },
  });
});

describe('users/{uid}: private account data', () => {
  const canGet: Record<Actor, boolean> = { visitor: false, owner: true, other: false, admin: true };
  for (const [actor, allowed] of Object.entries(canGet) as [Actor, boolean][]) {
    it(`${actor} ${allowed ? 'may' : 'may not'} get`, async () => {
      const db = await dbAs(actor, uid);
      const read = getDoc(doc(db, COLLECTIONS.users, uid));
      await (allowed ? assertSucceeds(read) : assertFails(read));
    });
  }

  it('only admins may list', async () => {
    await assertFails(getDocs(collection(await dbAs('owner', uid), COLLECTIONS.users)));
    await assertFails(getDocs(collection(await dbAs('visitor', uid), COLLECTIONS.users)));
    await assertSucceeds(getDocs(collection(await dbAs('admin', uid), COLLECTIONS.users)));
  });

  for (const actor of ['visitor', 'owner', 'other', 'admin'] as Actor[]) {
    it(`${actor} may not create, update or delete`, async () => {
      const db = await dbAs(actor, uid);
      const fresh = uniqueId('rules-new');
      await assertFails(setDoc(doc(db, COLLECTIONS.users, fresh), { ...userDoc, uid: fresh }));
      await assertFails(updateDoc(doc(db, COLLECTIONS.users, uid), { displayName: 'Changed' }));
      await assertFails(deleteDoc(doc(db, COLLECTIONS.users, uid)));
    });
  }

  it('the owner cannot make themselves admin', async () => {
    const db = await dbAs('owner', uid);
    await assertFails(updateDoc(doc(db, COLLECTIONS.users, uid), { isAdmin: true }));
    await assertFails(updateDoc(doc(db, COLLECTIONS.users, uid), { role: 'admin' }));
    await assertFails(
      setDoc(doc(db, COLLECTIONS.users, uid), { ...userDoc, isAdmin: true, role: 'admin' }),
    );
  });
});

describe('profiles/{uid}: public face of a member', () => {
  for (const actor of ['visitor', 'owner', 'other', 'admin'] as Actor[]) {
    it(`${actor} may read but not write`, async () => {
      const db = await dbAs(actor, uid);
      await assertSucceeds(getDoc(doc(db, COLLECTIONS.profiles, uid)));
      await assertFails(
        updateDoc(doc(db, COLLECTIONS.profiles, uid), { badges: ['xmates_supporter'] }),
      );
      await assertFails(setDoc(doc(db, COLLECTIONS.profiles, uniqueId('p')), { displayName: 'x' }));
      await assertFails(deleteDoc(doc(db, COLLECTIONS.profiles, uid)));
    });
  }
});
