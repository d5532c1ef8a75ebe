// Outgoing links are for verified members only: visitors and unverified accounts never read
// one from Firestore, not through watchLinks and not through the public product documents
// (private-fields.test.ts).
import {
  collection,
  documentId,
  getDocs,
  limit,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_CLAIM, AGE_CLAIM_VERIFIED, WINDOW_MAX } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import {
  MEMBERS,
  NO_WRITES,
  dbAs,
  dbWith,
  expectOutcome,
  matrix,
  only,
  productsBeforeAll,
  seedDocs,
  uniqueId,
  withoutApprovedFilter,
} from './support';

const owner = uniqueId('links-owner');
const { approvedId, removedId } = productsBeforeAll('links');
const link = 'https://videos.example.com/members-only';

beforeAll(async () => {
  await seedDocs({
    [paths.watchLink(approvedId)]: docs.watchLink(link),
    [paths.watchLink(removedId)]: docs.watchLink(link, false),
  });
});

const links = (db: Firestore) => collection(db, paths.watchLinks);
/** The SPA's query for the products on screen, without its limit. */
const pageFilter = (db: Firestore) =>
  query(links(db), where(documentId(), 'in', [approvedId]), where('approved', '==', true));
/** The same with the limit the SPA sends. */
const pageQuery = (db: Firestore) => query(pageFilter(db), limit(WINDOW_MAX));
const newLink = () => ({
  path: paths.watchLink(uniqueId('links-new')),
  data: docs.watchLink(link),
});

matrix([
  {
    name: "watchLinks/{productId}, approved: verified members read (a page's links, approved == true)",
    owner,
    path: paths.watchLink(approvedId),
    // The query the SPA sends for the products on screen.
    list: pageFilter,
    cap: WINDOW_MAX,
    create: newLink,
    update: { link: 'https://evil.example' },
    access: { get: MEMBERS, list: MEMBERS, ...NO_WRITES },
    otherLists: [withoutApprovedFilter((db) => query(links(db), limit(5)))],
  },
  {
    name: 'watchLinks/{productId}, product removed: admins alone read',
    owner,
    path: paths.watchLink(removedId),
    list: (db) => query(links(db), where('approved', '==', false)),
    cap: WINDOW_MAX,
    create: newLink,
    update: { approved: true },
    access: { get: only('admin'), list: only('admin'), ...NO_WRITES },
  },
]);

describe('what members find', () => {
  it("a member's page query returns the link itself", async () => {
    const page = await getDocs(pageQuery(await dbAs('member', owner)));
    expect(page.docs.map((d) => d.get('link'))).toEqual([link]);
  });

  it('an unverified account sending the same query is refused', async () => {
    await expectOutcome(false, getDocs(pageQuery(await dbAs('unverified', owner))));
  });
});

describe("in the operator's verified mode (siteSettings/ageAssurance)", () => {
  beforeAll(async () => {
    await seedDocs({ [paths.ageAssuranceSetting]: { mode: 'verified' } });
  });
  afterAll(async () => {
    await seedDocs({ [paths.ageAssuranceSetting]: { mode: 'declaration' } });
  });

  it('a member without the age claim reads no outgoing link, one with it does', async () => {
    await expectOutcome(false, getDocs(pageQuery(await dbAs('member', owner))));
    const assured = await dbWith(uniqueId('links-assured'), {
      email_verified: true,
      [AGE_CLAIM]: AGE_CLAIM_VERIFIED,
    });
    const page = await getDocs(pageQuery(assured));
    expect(page.docs.map((d) => d.get('link'))).toEqual([link]);
    // The claim does not stand in for a verified e-mail, and admins read every link.
    const unverified = await dbWith(uniqueId('links-claim-only'), {
      email_verified: false,
      [AGE_CLAIM]: AGE_CLAIM_VERIFIED,
    });
    await expectOutcome(false, getDocs(pageQuery(unverified)));
    await expectOutcome(true, getDocs(pageQuery(await dbAs('admin', owner))));
  });
});
