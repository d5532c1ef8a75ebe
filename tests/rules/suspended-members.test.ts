// A suspended or banned member reads what a visitor reads: the rules' verifiedMember() checks
// the stored flag suspensions/{uid} (notSuspended()), not only the token, so a token issued
// before the suspension (tokens keep their claims up to an hour) is refused at once. A
// suspension whose end has passed admits again; the flag's own table is in server-only.test.ts.
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  query,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { AGE_CLAIM, AGE_CLAIM_VERIFIED, WINDOW_MAX } from '@xmates/domain';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { dbWith, expectOutcome, productsBeforeAll, seedDocs, uniqueId } from './support';

const { approvedId } = productsBeforeAll('suspended');
const member = { email_verified: true };
const ageVerified = { email_verified: true, [AGE_CLAIM]: AGE_CLAIM_VERIFIED };

/** Each member, by the state of their stored flag (days from now; null: banned). */
const members = {
  suspended: { uid: uniqueId('suspended'), days: 3, allowed: false },
  banned: { uid: uniqueId('banned'), days: null, allowed: false },
  ended: { uid: uniqueId('suspension-ended'), days: -1, allowed: true },
};

beforeAll(async () => {
  await seedDocs({
    [paths.watchLink(approvedId)]: docs.watchLink('https://videos.example.com/suspended'),
    [paths.adultImagesOf(approvedId)]: docs.adultImages(),
    ...Object.fromEntries(
      Object.values(members).map(({ uid, days }) => [paths.suspension(uid), docs.suspension(days)]),
    ),
  });
});

describe('a member with a stored suspension flag', () => {
  for (const [state, { uid, allowed }] of Object.entries(members)) {
    it(`${state}: ${allowed ? 'reads' : 'is refused'} an outgoing link (get and a page's list)`, async () => {
      const db = await dbWith(uid, member);
      await expectOutcome(allowed, getDoc(doc(db, paths.watchLink(approvedId))));
      const page = query(
        collection(db, paths.watchLinks),
        where(documentId(), 'in', [approvedId]),
        where('approved', '==', true),
        limit(WINDOW_MAX),
      );
      await expectOutcome(allowed, getDocs(page));
    });

    it(`${state}: ${allowed ? 'reads' : 'is refused'} adults-only images with the age claim`, async () => {
      const db = await dbWith(uid, ageVerified);
      await expectOutcome(allowed, getDoc(doc(db, paths.adultImagesOf(approvedId))));
    });
  }

  it('a member without a flag reads the link (the matrix runs every actor so)', async () => {
    const db = await dbWith(uniqueId('never-suspended'), member);
    await expectOutcome(true, getDoc(doc(db, paths.watchLink(approvedId))));
  });
});
