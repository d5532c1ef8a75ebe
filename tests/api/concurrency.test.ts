// Many requests at the same moment: every counter ends equal to the documents it counts, no
// document is written twice, no update is lost. Builds on the single-kind races elsewhere
// (30 likes at once in reactions.test.ts, 10 comments in comments.test.ts, one display name
// claimed by 6 members in display-names.test.ts, two creations of one link in
// create-product.test.ts, the same webhook event delivered twice in donations.test.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ratingFields,
  type CreateProductAnswer,
  type ReviewAnswer,
  type SubmitAnswer,
  type WebhookAnswer,
} from '@xmates/domain';
import { adminDb, countOf, storedAt } from '../support/admin';
import { api, type ApiResponse } from '../support/api';
import { newVerifiedMember, type Account } from '../support/auth';
import { paths } from '../support/paths';
import {
  CATEGORY,
  productsWithLink,
  submissionBody,
  syncedAdmin,
  syncedMember,
  uploadedImages,
  youtube,
} from './link-helpers';
import { fixtureProduct, removeFixtures, rolledUp, warmWorkers } from './product-fixtures';
import { deliver, recordedPaymentSession, stripeEvent } from './stripe-helpers';

afterAll(removeFixtures);

/** Each member calls from an address of their own, as members at home do. */
const newIp = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

type Member = Account & { ip: string };

async function members(n: number, prefix: string): Promise<Member[]> {
  const made = await Promise.all(Array.from({ length: n }, () => newVerifiedMember(prefix)));
  return made.map((m) => ({ ...m, ip: newIp() }));
}

const post = (m: Member, path: string, body: unknown = {}) =>
  api('POST', path, { token: m.idToken, body, headers: { 'x-forwarded-for': m.ip } });

const reactionOf = (uid: string, productId: string) => storedAt(paths.reaction(uid, productId));

const sizeOf = (path: string) => countOf(adminDb.collection(path));

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);

describe('one product, many members at once', () => {
  it('likes, dislikes, favorites, ratings, reports and comments all land exactly once', async () => {
    // 30 requests at once: as many as the local Functions emulator starts workers for in time
    // (each concurrent request gets its own worker process; production serves them from warm
    // instances).
    const n = 6;
    const id = await fixtureProduct();
    const crowd = await members(n, 'crowd-all');
    await warmWorkers(30);
    const rating = (i: number) => 1 + (i % 5);
    const answers = await Promise.all(
      crowd.flatMap((m, i) => [
        post(m, `/api/products/${id}/${i % 2 ? 'dislike' : 'like'}`),
        post(m, `/api/products/${id}/favorite`),
        post(m, `/api/products/${id}/rate`, { value: rating(i) }),
        post(m, `/api/products/${id}/report-link`, { reason: `Broken ${i}` }),
        post(m, `/api/products/${id}/comments`, { text: `Comment ${i}` }),
      ]),
    );
    expect(statuses(answers).filter((s) => s !== 200 && s !== 201)).toEqual([]);

    const reactions = await Promise.all(crowd.map((m) => reactionOf(m.uid, id)));
    const count = (pick: (r: NonNullable<(typeof reactions)[number]>) => boolean) =>
      reactions.filter((r) => r !== undefined && pick(r)).length;
    expect(count(() => true)).toBe(n);
    const sum = crowd.reduce((total, _m, i) => total + rating(i), 0);
    const product = await rolledUp(id, {
      likesCount: count((r) => r.liked),
      dislikesCount: count((r) => r.disliked),
      favoritesCount: count((r) => r.favorite),
      rating: ratingFields(n, sum).rating,
    });
    expect(product).toMatchObject({ brokenReportsCount: n, commentsCount: n });
    expect(count((r) => r.liked)).toBe(n / 2);
    expect(count((r) => r.disliked)).toBe(n / 2);
    expect(count((r) => r.favorite)).toBe(n);
    expect(count((r) => r.reported)).toBe(n);
    expect(count((r) => r.rating !== null)).toBe(n);
    expect(await sizeOf(paths.linkReports(id))).toBe(n);
    expect(await sizeOf(paths.comments(id))).toBe(n);
  }, 120_000);

  it('members changing their minds at once leave counters equal to their reactions', async () => {
    const n = 6;
    const id = await fixtureProduct();
    const crowd = await members(n, 'crowd-mind');
    await warmWorkers(30);
    // Each member sends like, dislike and favorite at the same moment (a double click's worth
    // of conflicting taps), plus two ratings: whatever order they land in, the stored
    // reaction and the product's counters must agree.
    const answers = await Promise.all(
      crowd.flatMap((m) => [
        post(m, `/api/products/${id}/like`),
        post(m, `/api/products/${id}/dislike`),
        post(m, `/api/products/${id}/favorite`),
        post(m, `/api/products/${id}/rate`, { value: 2 }),
        post(m, `/api/products/${id}/rate`, { value: 5 }),
      ]),
    );
    expect(statuses(answers).filter((s) => s !== 200)).toEqual([]);

    const reactions = await Promise.all(crowd.map((m) => reactionOf(m.uid, id)));
    const count = (pick: (r: NonNullable<(typeof reactions)[number]>) => boolean) =>
      reactions.filter((r) => r !== undefined && pick(r)).length;
    for (const r of reactions) expect(r?.liked && r.disliked).toBe(false);
    const ratingSum = reactions.reduce((total, r) => total + Number(r?.rating ?? 0), 0);
    // One roll-up writes them all, so they are awaited together: a later rating may land after
    // a roll-up that already counted the toggles.
    await rolledUp(id, {
      likesCount: count((r) => r.liked),
      dislikesCount: count((r) => r.disliked),
      favoritesCount: count((r) => r.favorite),
      rating: ratingFields(n, ratingSum).rating,
    });
  }, 120_000);
});

describe('a burst of likes on one product', () => {
  // The product's counters are rolled up from the reactions, once a window
  // (domain/src/reactions/roll-up.ts; write-rates.test.ts computes the writes each document
  // takes at 500 reactions a second). Here 200 members like one product as fast as the local
  // emulator takes them, 20 at once: the likes span several roll-up windows, and once the
  // burst ends the product holds exactly 200.
  it('200 members liking one product end with exactly 200 likes', async () => {
    const n = 200;
    const id = await fixtureProduct();
    const crowd = await members(n, 'crowd-burst');
    await warmWorkers(20);
    const answers: ApiResponse[] = [];
    for (let i = 0; i < n; i += 20) {
      const wave = crowd.slice(i, i + 20).map((m) => post(m, `/api/products/${id}/like`));
      answers.push(...(await Promise.all(wave)));
    }
    expect(statuses(answers).filter((s) => s !== 200)).toEqual([]);
    const product = await rolledUp(id, { likesCount: n });
    expect(product).toMatchObject({ dislikesCount: 0, favoritesCount: 0 });
    expect((await storedAt(paths.productTrend(id)))?.dueAt).toBeDefined();
  }, 180_000);
});

describe('one link, many submitters at once', () => {
  it('keeps one submission per member and makes exactly one product of the link', async () => {
    const link = youtube();
    const [admin, ...submitters] = await Promise.all([
      syncedAdmin('race-admin'),
      ...Array.from({ length: 5 }, () => syncedMember('race-submit')),
    ]);
    const images = await uploadedImages(admin.idToken, 1);
    const submitted = await Promise.all(
      submitters.map((m) =>
        api<SubmitAnswer>('POST', '/api/submit-link/newproduct', {
          token: m.idToken,
          body: submissionBody({ link }),
          headers: { 'x-forwarded-for': newIp() },
        }),
      ),
    );
    expect(statuses(submitted)).toEqual(Array(5).fill(201));
    for (const m of submitters) {
      const mine = await adminDb
        .collection(paths.submissions)
        .where('submittedBy.uid', '==', m.uid)
        .get();
      expect(mine.size).toBe(1);
    }
    const ids = submitted.map((s) => s.body.submission._id);

    const approved = await Promise.all(
      ids.map((id) =>
        api<ReviewAnswer>('POST', `/api/admin/pending-links/${id}/approve`, {
          token: admin.idToken,
        }),
      ),
    );
    expect(statuses(approved)).toEqual(Array(5).fill(200));
    const created = await Promise.all(
      ids.map((id) =>
        api<CreateProductAnswer>('POST', `/api/admin/pending-links/${id}/create-product`, {
          token: admin.idToken,
          body: {
            title: 'One link, five submitters',
            description: 'Submitted by five members at once.',
            images,
            tags: ['Classic'],
            category: CATEGORY,
          },
        }),
      ),
    );
    expect(statuses(created).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await productsWithLink(link)).toHaveLength(1);
  }, 120_000);
});

describe('the same Stripe event delivered many times at once', () => {
  it('records the donation once and counts it once', async () => {
    const member = await syncedMember('hook-race');
    const session = await recordedPaymentSession({ ...member, amount: 2500 });
    const event = stripeEvent('checkout.session.completed', session);
    const answers: ApiResponse<WebhookAnswer>[] = await Promise.all(
      Array.from({ length: 8 }, () => deliver(event)),
    );
    expect(statuses(answers)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    const donations = await adminDb
      .collection(paths.donations)
      .where('uid', '==', member.uid)
      .get();
    expect(donations.size).toBe(1);
    const totals = await adminDb.doc(paths.donationTotalsOf(member.uid)).get();
    expect(totals.data()).toMatchObject({ paidCents: 2500, countPaid: 1 });
  }, 60_000);
});
