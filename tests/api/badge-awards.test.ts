// Badge awards by the Firestore triggers and the reaction roll-up, at every threshold: one below awards nothing, the
// threshold awards once, with one BADGE notice, whatever concurrent or repeated events come.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_BADGES } from '@xmates/domain';
import { rollUpProduct } from '@xmates/functions/triggers/roll-up';
import { adminDb } from '../support/admin';
import type { Account } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { storedProfile } from './helpers';
import { storedSubmission, syncedMember } from './link-helpers';
import { afterTriggers, noticesOf, storedNotices } from './notification-helpers';
import { fixtureProduct, removeFixtures } from './product-fixtures';

const key = (suffix: string) => `xmates_${suffix}`;

const badgesOf = async (uid: string): Promise<string[]> =>
  ((await storedProfile(uid))?.badges as string[] | undefined) ?? [];

/** Waits until the member holds `expected` (in any order), then checks nothing else arrives. */
async function expectBadges(member: Account, expected: string[]): Promise<void> {
  await expect
    .poll(async () => (await badgesOf(member.uid)).sort(), { timeout: 30_000 })
    .toEqual([...expected].sort());
  await afterTriggers(member.uid);
  expect((await badgesOf(member.uid)).sort()).toEqual([...expected].sort());
}

/** A member who submits under a name (an anonymous submission earns nothing). */
const named = (member: Account) => ({ ...member, displayName: 'Named Submitter' });

/** n submissions of the member written at once (n concurrent trigger events). */
async function submitMany(
  member: Account,
  n: number,
  displayName: string | null = 'Named',
): Promise<void> {
  await Promise.all(
    Array.from({ length: n }, () => storedSubmission('pending', { ...member, displayName })),
  );
}

async function comments(member: Account, productId: string, n: number, replies = false) {
  const batch = adminDb.batch();
  const author = (id: string) => ({ id, displayName: 'Commenter' });
  const parent = adminDb.collection(paths.comments(productId)).doc();
  if (replies) batch.set(parent, docs.comment(author('someone-else')));
  const items = adminDb.collection(
    replies ? paths.replies(productId, parent.id) : paths.comments(productId),
  );
  const item = replies ? docs.reply(author(member.uid)) : docs.comment(author(member.uid));
  for (let i = 0; i < n; i += 1) batch.set(items.doc(), item);
  await batch.commit();
}

/**
 * Fans of the product: the reaction documents the API writes, the first `likes` of them liking
 * it and the first `favorites` favouring it; then the product's roll-up counts them (as its
 * queued task does) and awards.
 */
async function react(productId: string, likes: number, favorites = 0) {
  const now = new Date();
  const batch = adminDb.batch();
  for (let i = 0; i < Math.max(likes, favorites); i += 1) {
    const fan = `fan-${Math.random().toString(36).slice(2, 10)}`;
    const reaction = docs.reaction(productId, {
      ...(i < likes ? { liked: true, likedAt: now } : {}),
      ...(i < favorites ? { favorite: true, favoritedAt: now } : {}),
    });
    batch.set(adminDb.doc(paths.reaction(fan, productId)), reaction);
  }
  await batch.commit();
  await rollUpProduct(productId);
}

async function ownedProduct(
  member: Account,
  likes: number,
  favorites = 0,
  displayName: string | null = 'Owner',
) {
  const id = await fixtureProduct({ owner: { uid: member.uid, displayName } });
  await react(id, likes, favorites);
  return id;
}

async function donations(member: Account, paidCents: number, countPaid: number) {
  await adminDb
    .doc(paths.donationTotalsOf(member.uid))
    .set(docs.donationTotals(paidCents, countPaid));
}

afterAll(removeFixtures);

describe('submission badges', () => {
  it('first_submission at 1, pioneer at 10 (not 9), once each under concurrent events', async () => {
    const member = await syncedMember('award-sub');
    await submitMany(member, 9);
    await expectBadges(member, [key('first_submission')]);
    await submitMany(member, 3);
    await expectBadges(member, [key('first_submission'), key('pioneer')]);
    const notices = await noticesOf(member.uid, 'BADGE', 2);
    expect(notices.map((n) => n.payload.badgeKey).sort()).toEqual([
      key('first_submission'),
      key('pioneer'),
    ]);
  });

  it('prolific_creator at 50, not 49; rejected submissions count', async () => {
    const member = await syncedMember('award-prolific');
    await Promise.all(Array.from({ length: 9 }, () => storedSubmission('rejected', named(member))));
    await submitMany(member, 40);
    await expectBadges(member, [key('first_submission'), key('pioneer')]);
    await submitMany(member, 1);
    await expectBadges(member, [key('first_submission'), key('pioneer'), key('prolific_creator')]);
  });

  it('follows edited thresholds and awards no inactive badge', async () => {
    const member = await syncedMember('award-edited');
    const badges = adminDb.collection(paths.badges);
    await badges.doc(key('pioneer')).update({ 'criteria.threshold': 2 });
    await badges.doc(key('first_submission')).update({ isActive: false });
    try {
      await submitMany(member, 2);
      await expectBadges(member, [key('pioneer')]);
    } finally {
      for (const b of DEFAULT_BADGES.filter((d) =>
        ['pioneer', 'first_submission'].some((s) => d.key === key(s)),
      )) {
        await badges.doc(b.key).set({ ...b });
      }
    }
  });
});

describe('anonymous submissions change nothing public', () => {
  it('an anonymous submission counts toward no submission badge', async () => {
    const member = await syncedMember('award-anon-sub');
    await submitMany(member, 12, null);
    await afterTriggers(member.uid);
    expect(await badgesOf(member.uid)).toEqual([]);
    await submitMany(member, 1);
    await expectBadges(member, [key('first_submission')]);
  });

  it("an anonymous product's likes and favorites award its submitter nothing", async () => {
    const member = await syncedMember('award-anon-likes');
    // Enough for community_favorite, and for 100_likes with the named product's below.
    await ownedProduct(member, 50, 50, null);
    await afterTriggers(member.uid);
    expect(await badgesOf(member.uid)).toEqual([]);
    // A named product's like sums the named products only: 60 likes, not 110.
    const shown = await ownedProduct(member, 59);
    await react(shown, 1);
    await expectBadges(member, [key('community_favorite')]);
  });
});

describe('conversationalist', () => {
  it('counts comments and replies together: 49 nothing, 50 once', async () => {
    const member = await syncedMember('award-talk');
    const product = await fixtureProduct();
    await comments(member, product, 30);
    await comments(member, product, 19, true);
    await expectBadges(member, []);
    await comments(member, product, 1, true);
    await expectBadges(member, [key('conversationalist')]);
    await comments(member, product, 2);
    await expectBadges(member, [key('conversationalist')]);
    expect(await noticesOf(member.uid, 'BADGE', 1)).toHaveLength(1);
  });
});

describe('popularity badges', () => {
  it('100_likes over all own products: 99 nothing, 100 once', async () => {
    const member = await syncedMember('award-likes');
    await ownedProduct(member, 45);
    await ownedProduct(member, 45);
    const c = await ownedProduct(member, 8);
    await react(c, 1);
    await expectBadges(member, []);
    await react(c, 1);
    await expectBadges(member, [key('100_likes')]);
  });

  it('100_favorites over all own products: 99 nothing, 100 once', async () => {
    const member = await syncedMember('award-favs');
    await ownedProduct(member, 0, 49);
    await ownedProduct(member, 0, 49);
    const c = await ownedProduct(member, 0, 1);
    await expectBadges(member, []);
    await react(c, 0, 1);
    await expectBadges(member, [key('100_favorites')]);
  });

  it('community_favorite: one product with 50 likes or 50 favorites, not 49', async () => {
    const liked = await syncedMember('award-cf-likes');
    const p = await ownedProduct(liked, 49, 49);
    await expectBadges(liked, []);
    await react(p, 1);
    await expectBadges(liked, [key('community_favorite')]);

    const faved = await syncedMember('award-cf-favs');
    const q = await ownedProduct(faved, 0, 49);
    await react(q, 0, 1);
    await expectBadges(faved, [key('community_favorite')]);
    expect(await noticesOf(faved.uid, 'BADGE', 1)).toHaveLength(1);
  });
});

describe('supporter badges from donationTotals/{uid}', () => {
  it('supporter from the first paid donation; nothing without one', async () => {
    const member = await syncedMember('award-support');
    await donations(member, 0, 0);
    await expectBadges(member, []);
    await donations(member, 200, 1);
    // The same totals again (a redelivered or repeated write): still one award.
    await donations(member, 200, 1);
    await expectBadges(member, [key('supporter')]);
    expect(await noticesOf(member.uid, 'BADGE', 1)).toHaveLength(1);
  });

  it('gold at $50 (not $49.99), platinum at $200 (not $199.99); a refund takes back what it no longer reaches', async () => {
    const member = await syncedMember('award-gold');
    await donations(member, 4_999, 2);
    await expectBadges(member, [key('supporter')]);
    await donations(member, 5_000, 3);
    await expectBadges(member, [key('supporter'), key('gold_supporter')]);
    await donations(member, 19_999, 4);
    await expectBadges(member, [key('supporter'), key('gold_supporter')]);
    await donations(member, 20_000, 5);
    const all = [key('supporter'), key('gold_supporter'), key('platinum_supporter')];
    await expectBadges(member, all);
    await donations(member, 1_000, 5);
    await expectBadges(member, [key('supporter')]);
    expect(await storedNotices(member.uid, 'BADGE')).toHaveLength(3);
  });

  it('awards each tier once when the totals jump past all of them at once, twice over', async () => {
    const member = await syncedMember('award-jump');
    await Promise.all([donations(member, 25_000, 1), donations(member, 25_000, 1)]);
    const all = [key('supporter'), key('gold_supporter'), key('platinum_supporter')];
    await expectBadges(member, all);
    expect(await noticesOf(member.uid, 'BADGE', 3)).toHaveLength(3);
  });
});
