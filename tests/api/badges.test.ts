// /api/badges: definitions for admins (list, edit, seed) and the badges a member holds.
import { afterAll, describe, expect, it } from 'vitest';
import {
  BADGE_MESSAGES,
  DEFAULT_BADGES,
  type BadgeDefinitionsAnswer,
  type BadgeSeedAnswer,
  type BadgeUpdateAnswer,
  type BadgeVisibilityAnswer,
  type MyBadgesAnswer,
  type UserBadgesAnswer,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import type { Account } from '../support/auth';
import { paths } from '../support/paths';
import { storedProfile, storedUser } from './helpers';
import { syncedAdmin, syncedMember } from './link-helpers';
import { noticesOf } from './notification-helpers';
import { deliver, recordedPaymentSession, stripeEvent } from './stripe-helpers';

const PIONEER = 'xmates_pioneer';
const badgeDoc = (key: string) => adminDb.doc(paths.badge(key));

describe('badge definitions', () => {
  afterAll(async () => {
    // Leave the seeded catalogue as it was for the other suites.
    const pioneer = DEFAULT_BADGES.find((b) => b.key === PIONEER);
    if (pioneer) await badgeDoc(PIONEER).set({ ...pioneer });
  });

  it('lists the ten definitions to admins only', async () => {
    const admin = await syncedAdmin('badges-admin');
    const member = await syncedMember('badges-member');
    const res = await api<BadgeDefinitionsAnswer>('GET', '/api/badges/admin', {
      token: admin.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((b) => b.key)).toEqual(DEFAULT_BADGES.map((b) => b.key));
    expect(res.body.items[1]).toMatchObject({
      _id: PIONEER,
      key: PIONEER,
      criteria: { type: 'submission', threshold: 10 },
      isActive: true,
    });
    expect((await api('GET', '/api/badges/admin', { token: member.idToken })).status).toBe(403);
    expect((await api('GET', '/api/badges/admin')).status).toBe(401);
    expect(
      (await api('PATCH', `/api/badges/admin/${PIONEER}`, { token: member.idToken, body: {} }))
        .status,
    ).toBe(403);
  });

  it('edits a subset of the fields and refuses a bad threshold without writing', async () => {
    const admin = await syncedAdmin('badges-edit');
    const patch = (body: unknown) =>
      api<BadgeUpdateAnswer>('PATCH', `/api/badges/admin/${PIONEER}`, {
        token: admin.idToken,
        body,
      });
    for (const threshold of [-1, 'ten']) {
      const res = await patch({ criteria: { threshold } });
      expect(res.status, String(threshold)).toBe(400);
      expect(res.body.error).toBe(BADGE_MESSAGES.thresholdInvalid);
    }
    expect((await patch({})).status).toBe(400);
    expect((await patch({ key: 'other' })).status).toBe(400);
    expect((await badgeDoc(PIONEER).get()).get('criteria')).toEqual({
      type: 'submission',
      threshold: 10,
    });

    const res = await patch({ name: 'Trailblazer', criteria: { threshold: 12 }, isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      key: PIONEER,
      name: 'Trailblazer',
      description: 'Submit 10 links',
      criteria: { type: 'submission', threshold: 12 },
      isActive: false,
    });
    expect((await badgeDoc(PIONEER).get()).data()).toMatchObject({
      name: 'Trailblazer',
      criteria: { threshold: 12 },
      isActive: false,
    });
    const missing = await api('PATCH', '/api/badges/admin/xmates_nothing', {
      token: admin.idToken,
      body: { isActive: true },
    });
    expect(missing.status).toBe(404);
  });

  it('seeds the missing defaults and skips existing ones (idempotent)', async () => {
    const admin = await syncedAdmin('badges-seed');
    await badgeDoc(PIONEER).delete();
    const seed = () =>
      api<BadgeSeedAnswer>('POST', '/api/badges/admin/seed', { token: admin.idToken });
    expect((await seed()).body).toEqual({ createdCount: 1, skippedCount: 9 });
    expect((await seed()).body).toEqual({ createdCount: 0, skippedCount: 10 });
    expect((await badgeDoc(PIONEER).get()).get('criteria.threshold')).toBe(10);
  });
});

describe("a member's badges", () => {
  it('answers the held badges, public by user id and for the caller at /me', async () => {
    const member = await syncedMember('badges-held');
    await adminDb
      .doc(paths.profile(member.uid))
      .update({ badges: ['xmates_supporter', 'xmates_first_submission', 'xmates_custom'] });
    const mine = await api<MyBadgesAnswer>('GET', '/api/badges/me', { token: member.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.hideSupporter).toBe(false);
    expect(mine.body.badges.map((b) => [b.key, b.category])).toEqual([
      ['xmates_first_submission', 'submission'],
      ['xmates_supporter', 'support'],
      ['xmates_custom', 'other'],
    ]);
    const pub = await api<UserBadgesAnswer>('GET', `/api/badges/user/${member.uid}`);
    expect(pub.body).toEqual({ userId: member.uid, badges: mine.body.badges });
    expect((await api('GET', '/api/badges/me')).status).toBe(401);
    expect(
      (await api<UserBadgesAnswer>('GET', '/api/badges/user/nobody-here')).body.badges,
    ).toEqual([]);
  });
});

describe('a donor hiding their supporter badges', () => {
  const key = (suffix: string) => `xmates_${suffix}`;
  const publicBadges = async (member: Account) =>
    ((await storedProfile(member.uid))?.badges as string[] | undefined) ?? [];
  const mine = async (member: Account) =>
    (await api<MyBadgesAnswer>('GET', '/api/badges/me', { token: member.idToken })).body;
  const setHidden = (member: Account, body: unknown) =>
    api<BadgeVisibilityAnswer>('PUT', '/api/badges/me/visibility', {
      token: member.idToken,
      body,
    });
  const donate = async (member: Account, amount: number) =>
    deliver(
      stripeEvent(
        'checkout.session.completed',
        await recordedPaymentSession({ ...member, amount }),
      ),
    );

  it('keeps them off profiles/{uid} and the public answer, in My Hub, and back when shown', async () => {
    const member = await syncedMember('badges-hide');
    await adminDb.doc(paths.profile(member.uid)).update({ badges: [key('first_submission')] });
    await donate(member, 6000);
    const tiers = [key('supporter'), key('gold_supporter')];
    await expect
      .poll(() => publicBadges(member), { timeout: 30_000 })
      .toEqual([key('first_submission'), ...tiers]);

    const hidden = await setHidden(member, { hideSupporter: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ hideSupporter: true });
    expect(await publicBadges(member)).toEqual([key('first_submission')]);
    const pub = await api<UserBadgesAnswer>('GET', `/api/badges/user/${member.uid}`);
    expect(pub.body.badges.map((b) => b.key)).toEqual([key('first_submission')]);
    const own = await mine(member);
    expect(own.hideSupporter).toBe(true);
    expect(own.badges.map((b) => b.key)).toEqual([key('first_submission'), ...tiers]);

    // A tier earned while hidden stays hidden, and its BADGE notice still comes (the fourth,
    // after first_submission's and the two tiers').
    await donate(member, 15_000);
    await expect.poll(async () => (await mine(member)).badges.length, { timeout: 30_000 }).toBe(4);
    expect(await publicBadges(member)).toEqual([key('first_submission')]);
    expect(await storedUser(member.uid)).toMatchObject({
      hideSupporterBadges: true,
      hiddenBadges: [...tiers, key('platinum_supporter')],
    });
    const notices = await noticesOf(member.uid, 'BADGE', 4);
    expect(notices.map((n) => n.payload.badgeKey).sort()).toEqual(
      [key('first_submission'), ...tiers, key('platinum_supporter')].sort(),
    );

    const shown = await setHidden(member, { hideSupporter: false });
    expect(shown.body).toEqual({ hideSupporter: false });
    expect(await publicBadges(member)).toEqual([
      key('first_submission'),
      ...tiers,
      key('platinum_supporter'),
    ]);
    expect((await storedUser(member.uid))?.hiddenBadges).toEqual([]);
    expect(await noticesOf(member.uid, 'BADGE', 4)).toHaveLength(4);
  });

  it('refuses a malformed setting and a signed-out caller, writing nothing', async () => {
    const member = await syncedMember('badges-hide-bad');
    for (const body of [{ hideSupporter: 'yes' }, {}, { hideSupporter: true, extra: 1 }]) {
      expect((await setHidden(member, body)).status, JSON.stringify(body)).toBe(400);
    }
    const visitor = await api('PUT', '/api/badges/me/visibility', {
      body: { hideSupporter: true },
    });
    expect(visitor.status).toBe(401);
    expect((await storedUser(member.uid))?.hideSupporterBadges).toBeUndefined();
  });
});
