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
import { COLLECTIONS } from '@xmates/domain';
import { dbAs, seedDocs, uniqueId, type Actor } from './support';

const owner = uniqueId('rules-submitter');
const submissionId = uniqueId('rules-submission');
const logId = uniqueId('rules-log');

beforeAll(async () => {
  await seedDocs({
    [`${COLLECTIONS.submissions}/${submissionId}`]: {
      link: 'https://example.com/v',
      status: 'pending',
      submittedBy: { uid: owner, email: `${owner}@test.xmates.test`, displayName: null },
    },
    [`${COLLECTIONS.meta}/${uniqueId('rules-meta')}`]: { secret: true },
    [`${COLLECTIONS.moderationLog}/${logId}`]: { action: 'tag.add', actor: { uid: 'a' } },
  });
});

describe('submissions/{id}', () => {
  const canGet: Record<Actor, boolean> = { visitor: false, owner: true, other: false, admin: true };
  for (const [actor, allowed] of Object.entries(canGet) as [Actor, boolean][]) {
    it(`${actor} ${allowed ? 'may' : 'may not'} get`, async () => {
      const read = getDoc(doc(await dbAs(actor, owner), COLLECTIONS.submissions, submissionId));
      await (allowed ? assertSucceeds(read) : assertFails(read));
    });
  }

  it('the owner lists only their own submissions', async () => {
    const db = await dbAs('owner', owner);
    await assertSucceeds(
      getDocs(
        query(collection(db, COLLECTIONS.submissions), where('submittedBy.uid', '==', owner)),
      ),
    );
    await assertFails(getDocs(collection(db, COLLECTIONS.submissions)));
  });

  for (const actor of ['visitor', 'owner', 'other', 'admin'] as Actor[]) {
    it(`${actor} cannot create, change or delete (only through the API)`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(
        updateDoc(doc(db, COLLECTIONS.submissions, submissionId), { status: 'approved' }),
      );
      await assertFails(
        setDoc(doc(db, COLLECTIONS.submissions, uniqueId('s')), {
          link: 'https://example.com',
          status: 'pending',
          submittedBy: { uid: owner },
        }),
      );
      await assertFails(deleteDoc(doc(db, COLLECTIONS.submissions, submissionId)));
    });
  }
});

describe('default deny', () => {
  for (const actor of ['visitor', 'owner', 'admin'] as Actor[]) {
    it(`${actor} cannot read or write collections without rules`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(getDocs(collection(db, COLLECTIONS.meta)));
      await assertFails(getDocs(collection(db, COLLECTIONS.rateLimits)));
      await assertFails(setDoc(doc(db, 'anything', uniqueId('x')), { a: 1 }));
    });

    // Admins read the log through the API only; nobody writes it but the API.
    it(`${actor} cannot read or write the moderation log`, async () => {
      const db = await dbAs(actor, owner);
      await assertFails(getDoc(doc(db, COLLECTIONS.moderationLog, logId)));
      await assertFails(getDocs(collection(db, COLLECTIONS.moderationLog)));
      await assertFails(setDoc(doc(db, COLLECTIONS.moderationLog, uniqueId('x')), { a: 1 }));
      await assertFails(deleteDoc(doc(db, COLLECTIONS.moderationLog, logId)));
    });
  }
});
