// users/{uid} (private account data: e-mail, role, login data) and profiles/{uid} (the public
// face), and why a member cannot make themselves admin: the rules want the token's custom claim
// admin: true (set only by the server) and the stored flag isAdmin on the caller's users
// document (written only by the server): the document alone, or a claim of another shape, opens
// nothing. The claim without the flag: former-admin.test.ts.
import { collection, doc, getDoc, getDocs, limit, query } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { LIMITS } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
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
const displayName = 'Rules User';

beforeAll(async () => {
  await seedDocs({
    [paths.user(owner)]: docs.user(owner, { displayName }),
    [paths.profile(owner)]: docs.profile({ displayName }),
    // A member whose own account document says admin: without the claim it counts for nothing
    // (and with it, a claim of another shape does not either).
    [paths.user(forged)]: docs.user(forged, { displayName, role: 'admin', isAdmin: true }),
  });
});

matrix([
  {
    name: 'users/{uid}: the owner and admins get, admins list a page',
    owner,
    path: paths.user(owner),
    cap: LIMITS.adminPageSize,
    create: (uid) => ({ path: paths.user(uid), data: docs.user(uid, { displayName }) }),
    update: { isAdmin: true, role: 'admin' },
    access: { get: only('owner', 'admin'), list: only('admin'), ...NO_WRITES },
  },
  {
    name: 'profiles/{uid}: anyone gets one, nobody lists them (no member directory)',
    owner,
    path: paths.profile(owner),
    create: (uid) => ({
      path: paths.profile(uid),
      data: docs.profile({ displayName, badges: ['xmates_supporter'] }),
    }),
    update: { badges: ['xmates_supporter'] },
    access: { get: EVERYONE, list: NOBODY, ...NO_WRITES },
  },
]);

describe('only the custom claim admin: true beside the stored flag makes an admin', () => {
  const notAdmin = {
    'a member whose users document says role admin and isAdmin': {},
    'the claim admin as the string "true"': { admin: 'true' },
    'the claim admin as 1': { admin: 1 },
    'the claims role admin and isAdmin': { role: 'admin', isAdmin: true },
  };
  for (const [name, claims] of Object.entries(notAdmin)) {
    it(`${name}: may not list users nor get another member's account`, async () => {
      const db = await dbWith(forged, claims);
      const page = query(collection(db, paths.users), limit(LIMITS.adminPageSize));
      await expectOutcome(false, getDocs(page));
      await expectOutcome(false, getDoc(doc(db, paths.user(owner))));
    });
  }
});
