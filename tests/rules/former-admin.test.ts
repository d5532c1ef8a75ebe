// A removed admin's token keeps its claims until it expires (up to an hour): the claim
// admin: true alone must open nothing. One account, one token with admin: true throughout:
// every admin read works while users/{uid} says isAdmin true, and each is refused once
// `npm run admin-claim -- revoke` has written isAdmin false, or when there is no users
// document or a flag of another shape. (The matrix's formerAdmin actor asks every table the
// same; tests/scripts/admin-claim.test.ts runs the script itself.)
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { LIMITS, WINDOW_MAX } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { adminAccount, dbWith, expectOutcome, removeDocs, seedDocs, uniqueId } from './support';

const admin = uniqueId('rules-revoked');
const member = uniqueId('rules-member');
const productId = uniqueId('rules-removed');
const commentId = uniqueId('rules-comment');
const replyId = uniqueId('rules-reply');
const submissionId = uniqueId('rules-submission');
const author = { id: member, displayName: 'Rules Member' };

beforeAll(() =>
  seedDocs({
    [paths.user(member)]: docs.user(member, { email: `${member}@test.xmates.test` }),
    [paths.product(productId)]: docs.product({ slug: productId }, 'removed'),
    [paths.watchLink(productId)]: docs.watchLink('https://example.com/removed', false),
    [paths.comment(productId, commentId)]: docs.comment(author, { hidden: true }),
    [paths.reply(productId, commentId, replyId)]: docs.reply(author, { hidden: true }),
    [paths.linkReport(productId, member)]: docs.linkReport(member),
    [paths.submission(submissionId)]: docs.submission({
      uid: member,
      email: `${member}@test.xmates.test`,
    }),
  }),
);

const page = LIMITS.adminPageSize;
/** Every read the rules grant admins alone, as the holder of `db` sends it. */
const ADMIN_READS: Record<string, (db: Firestore) => Promise<unknown>> = {
  "another member's account (e-mail, login data)": (db) => getDoc(doc(db, paths.user(member))),
  'a page of every account': (db) => getDocs(query(collection(db, paths.users), limit(page))),
  'a product moderation removed': (db) => getDoc(doc(db, paths.product(productId))),
  'products without the approved filter': (db) =>
    getDocs(query(collection(db, paths.products), limit(WINDOW_MAX))),
  "a removed product's outgoing link": (db) => getDoc(doc(db, paths.watchLink(productId))),
  'links without the approved filter': (db) =>
    getDocs(
      query(collection(db, paths.watchLinks), where('approved', '==', false), limit(WINDOW_MAX)),
    ),
  'a hidden comment': (db) => getDoc(doc(db, paths.comment(productId, commentId))),
  'a hidden reply': (db) => getDoc(doc(db, paths.reply(productId, commentId, replyId))),
  'broken-link reports': (db) =>
    getDocs(query(collection(db, paths.linkReports(productId)), limit(page))),
  "another member's submission": (db) => getDoc(doc(db, paths.submission(submissionId))),
  'every submission': (db) =>
    getDocs(query(collection(db, paths.submissions), limit(LIMITS.ownListMax))),
};

/** The same token all along: the claim admin: true, a verified e-mail. */
const adminToken = () => dbWith(admin, { admin: true, email_verified: true });

/** Each admin read, as the token's holder, allowed exactly when `allowed`. */
function eachAdminRead(allowed: boolean) {
  for (const [name, read] of Object.entries(ADMIN_READS)) {
    it(`${name}: ${allowed ? 'allowed' : 'denied'}`, async () => {
      await expectOutcome(allowed, read(await adminToken()));
    });
  }
}

describe('while users/{uid} says isAdmin true, the admin reads', () => {
  beforeAll(() => seedDocs({ [paths.user(admin)]: adminAccount(admin, true) }));
  eachAdminRead(true);
});

describe('after admin-claim revoke wrote isAdmin false, the same token is refused', () => {
  beforeAll(() => seedDocs({ [paths.user(admin)]: adminAccount(admin, false) }));
  eachAdminRead(false);
});

describe('with no users document, the claim alone is refused', () => {
  beforeAll(() => removeDocs([paths.user(admin)]));
  eachAdminRead(false);
});

describe('with a flag of another shape (isAdmin "true"), the claim is refused', () => {
  beforeAll(() =>
    seedDocs({ [paths.user(admin)]: { ...adminAccount(admin, true), isAdmin: 'true' } }),
  );
  eachAdminRead(false);
});
