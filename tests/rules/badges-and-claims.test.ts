// badges/{key} is public to read; nameClaims/{key} and donationTotals/{uid} are server-only.
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { COLLECTIONS } from '@xmates/domain';
import { ACTORS, expectAccessAs, noClientWritesAs, only, seedDocs, uniqueId } from './support';

const uid = uniqueId('rules-badge');
const badgeKey = 'xmates_rules_badge';
const claimKey = uniqueId('rules-name');

beforeAll(async () => {
  await seedDocs({
    [`${COLLECTIONS.badges}/${badgeKey}`]: {
      key: badgeKey,
      name: 'Rules',
      description: 'A test badge',
      icon: '🧪',
      category: 'other',
      criteria: { type: 'custom', threshold: 1 },
      isActive: false,
    },
    [`${COLLECTIONS.nameClaims}/${claimKey}`]: { uid, name: claimKey },
    [`${COLLECTIONS.donationTotals}/${uid}`]: { paidCents: 5_000, countPaid: 1, lastPaidAt: null },
  });
});

describe('badges/{key}: badge definitions', () => {
  const everyone = only(...ACTORS);
  for (const actor of ACTORS) {
    it(`${actor} may get and list`, async () => {
      await expectAccessAs(uid, everyone, actor, (db) =>
        getDoc(doc(db, COLLECTIONS.badges, badgeKey)),
      );
      await expectAccessAs(uid, everyone, actor, (db) =>
        getDocs(collection(db, COLLECTIONS.badges)),
      );
    });
  }
  noClientWritesAs(uid, COLLECTIONS.badges, `${COLLECTIONS.badges}/${badgeKey}`);
});

describe('nameClaims/{key}: who holds a display name (server-only)', () => {
  for (const actor of ACTORS) {
    it(`${actor} may not read`, async () => {
      await expectAccessAs(uid, only(), actor, (db) =>
        getDoc(doc(db, COLLECTIONS.nameClaims, claimKey)),
      );
    });
  }
  noClientWritesAs(uid, COLLECTIONS.nameClaims, `${COLLECTIONS.nameClaims}/${claimKey}`);
});

describe('donationTotals/{uid}: paid donations added up (server-only)', () => {
  for (const actor of ACTORS) {
    it(`${actor} may not read, not even the donor`, async () => {
      await expectAccessAs(uid, only(), actor, (db) =>
        getDoc(doc(db, COLLECTIONS.donationTotals, uid)),
      );
    });
  }
  noClientWritesAs(uid, COLLECTIONS.donationTotals, `${COLLECTIONS.donationTotals}/${uid}`);
});
