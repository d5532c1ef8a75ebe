// users/{uid} (private account data: e-mail, role, login data) and profiles/{uid} (the public
// face), and why a member cannot make themselves admin: the rules read the token's custom claim
// admin: true (set only by the server), never a document or a claim of another shape.
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import {
  EVERYONE,
  NOBODY,
  NO_WRITES,
  dbWith,
  expectOutcome,
  matrix,
  only,
  seedDocs,
  uniqueId,
} from './support';

const owner = uniqueId('rules-user');
const forged = uniqueId('rules-forged');
const userDoc = (uid: string, extra: Record<string, unknown> = {}) => ({
  uid,
  email: `${uid}@test.xmates.test`,
  emailLower: `${uid}@test.xmates.test`,
  displayName: 'Rules User',
  role: 'member',
  isAdmin: false,
  ...extra,
});
const profileDoc = { displayName: 'Rules User', photoURL: null, badges: [] };

beforeAll(async () => {
  await seedDocs({
    [`${COLLECTIONS.users}/${owner}`]: userDoc(owner),
    [`${COLLECTIONS.profiles}/${owner}`]: profileDoc,
    // A member whose own account document says admin: without the claim it counts for nothing.
    [`${COLLECTIONS.users}/${forged}`]: userDoc(forged, { role: 'admin', isAdmin: true }),
  });
});

matrix([
  {
    name: 'users/{uid}: the owner and admins get, admins list',
    owner,
    path: `${COLLECTIONS.users}/${owner}`,
    create: (uid) => ({ path: `${COLLECTIONS.users}/${uid}`, data: userDoc(uid) }),
    update: { isAdmin: true, role: 'admin' },
    access: { get: only('owner', 'admin'), list: only('admin'), ...NO_WRITES },
  },
  {
    name: 'profiles/{uid}: anyone gets one, nobody lists them (no member directory)',
    owner,
    path: `${COLLECTIONS.profiles}/${owner}`,
    create: (uid) => ({
      path: `${COLLECTIONS.profiles}/${uid}`,
      data: { ...profileDoc, badges: ['xmates_supporter'] },
    }),
    update: { badges: ['xmates_supporter'] },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
]);

describe('only the custom claim admin: true makes an admin', () => {
  const notAdmin = {
    'a member whose users document says role admin and isAdmin': {},
    'the claim admin as the string "true"': { admin: 'true' },
    'the claim admin as 1': { admin: 1 },
    'the claims role admin and isAdmin': { role: 'admin', isAdmin: true },
  };
  for (const [name, claims] of Object.entries(notAdmin)) {
    it(`${name}: may not list users nor get another member's account`, async () => {
      const db = await dbWith(forged, claims);
      await expectOutcome(false, getDocs(collection(db, COLLECTIONS.users)));
      await expectOutcome(false, getDoc(doc(db, COLLECTIONS.users, owner)));
    });
  }
});
