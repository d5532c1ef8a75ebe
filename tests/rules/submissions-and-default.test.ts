import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { dbAs, seedDocs, uniqueId, type Actor } from './support';

const owner = uniqueId('rules-submitter');
const submissionId = uniqueId('rules-submission');

beforeAll(async () => {
  await seedDocs({
    [`submissions/${submissionId}`]: {
      link: 'https://example.com/v',
      status: 'pending',
      submittedBy: { uid: owner, email: `${owner}@test.xmates.test`, displayName: null },
    },
    [`meta/${uniqueId('rules-meta')}`]: { secret: true },
  });
});

describe('submissions/{id}', () => {
  const canGet: Record<Actor, boolean> = { visitor: false, owner: true, other: false, admin: true };
  for (const [actor, allowed] of Object.entries(canGet) as [Actor, boolean][]) {
    it(`${actor} ${allowed ? 'may' : 'may not'} get`, async () => {
      const read = getDoc(doc(await dbAs(actor, owner), 'submissions', submissionId));
      await (allowed ? assertSucceeds(read) : assertFails(read));
    });
  }

  it('the owner lists only their own submissions', async () => {
    const db = await dbAs('owner', owner);
    await assertSucceeds(
      getDocs(query(collection(db, 'submissions'), where('submittedBy.uid', '==', owner))),
    );
    await assertFails(getDocs(collection(db, 'submissions')));
  });

  for (const actor of ['visitor', 'owner', 'other', 'admin'] as Actor[]) {
    it(`${actor} cannot create, change or delete (only through the API)`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(updateDoc(doc(db, 'submissions', submissionId), { status: 'approved' }));
      await assertFails(
        setDoc(doc(db, 'submissions', uniqueId('s')), {
          link: 'https://example.com',
          status: 'pending',
          submittedBy: { uid: owner },
        }),
      );
      await assertFails(deleteDoc(doc(db, 'submissions', submissionId)));
    });
  }
});

describe('default deny', () => {
  for (const actor of ['visitor', 'owner', 'admin'] as Actor[]) {
    it(`${actor} cannot read or write collections without rules`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(getDocs(collection(db, 'meta')));
      await assertFails(getDocs(collection(db, 'rateLimits')));
      await assertFails(setDoc(doc(db, 'anything', uniqueId('x')), { a: 1 }));
    });
  }
});
