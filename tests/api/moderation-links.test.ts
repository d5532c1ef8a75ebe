// Reported Broken Links: the flagged queue with counts and reporters; approving removes the
// product from every public listing (feed, counts, lists, comments) and keeps its reactions;
// rejecting clears the reports; every decision is logged; repeats and unknown ids are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  type FeedPage,
  type FlaggedProductsPage,
  type LinkReportDecisionAnswer,
  type ProductListPage,
} from '@xmates/domain';
import { adminDb, countOf, storedAt } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedAdmin, syncedMember } from './link-helpers';
import { lastActionOn, logEntriesFor, postComment, reportLink } from './moderation-helpers';
import {
  feedQuery,
  fixtureProduct,
  removeFixtures,
  rolledUp,
  storedProduct,
} from './product-fixtures';

const { admin, alice, bob } = accountsBeforeAll({
  admin: () => syncedAdmin('flag-admin'),
  alice: () => syncedMember('flag-alice'),
  bob: () => syncedMember('flag-bob'),
});
beforeAll(async () => {
  await adminDb.doc(paths.profile(alice.uid)).set(docs.profile({ displayName: 'Alice Flag' }));
});
afterAll(removeFixtures);

const flagged = (query = '') =>
  api<FlaggedProductsPage>('GET', `/api/admin/flagged${query}`, { token: admin.idToken });

const decide = (id: string, decision: 'approve' | 'reject', body?: unknown) =>
  api<LinkReportDecisionAnswer>('POST', `/api/admin/${id}/${decision}-broken-link`, {
    token: admin.idToken,
    body,
  });

const reaction = (uid: string, id: string) => storedAt(paths.reaction(uid, id));

describe('GET /api/admin/flagged', () => {
  it('lists flagged products, most recently reported first, with counts and reporters', async () => {
    const older = await fixtureProduct();
    const newer = await fixtureProduct();
    expect((await reportLink(older, bob.idToken)).status).toBe(200);
    expect((await reportLink(newer, alice.idToken, 'Video removed')).status).toBe(200);
    expect((await reportLink(newer, bob.idToken)).status).toBe(200);

    const res = await flagged();
    expect(res.status).toBe(200);
    const total = await countOf(adminDb.collection(paths.products).where('flagged', '==', true));
    expect(res.body).toMatchObject({ page: 1, total, pages: Math.ceil(total / 20) });
    const ids = res.body.products.map((p) => p.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const item = res.body.products.find((p) => p.id === newer);
    expect(item).toMatchObject({
      title: `Fixture ${newer}`,
      link: `https://videos.example.com/${newer}`,
      reportsCount: 2,
      reportedAt: expect.any(String),
    });
    expect(item?.reporters).toEqual([
      expect.objectContaining({ uid: bob.uid, displayName: 'Anonymous', reason: null }),
      expect.objectContaining({
        uid: alice.uid,
        displayName: 'Alice Flag',
        reason: 'Video removed',
      }),
    ]);
  });

  it('refuses bad parameters with 400 and answers the last page past the end', async () => {
    for (const query of ['?page=0', '?page=x', '?sort=new']) {
      expect((await flagged(query)).status, query).toBe(400);
    }
    const last = await flagged('?page=9999');
    expect(last.status).toBe(200);
    expect(last.body.page).toBe(last.body.pages);
  });
});

describe('approving a broken-link report', () => {
  const category = `Moderation ${Date.now().toString(36)}`;
  const inCategory = (token?: string) =>
    api<FeedPage>('GET', feedQuery({ categories: [category] }), { token });

  it('removes the product from every public listing and keeps its reactions', async () => {
    const kept = await fixtureProduct({ categories: [category] });
    const id = await fixtureProduct({ categories: [category] });
    const comment = await postComment(id, bob.idToken, 'Still works for me');
    expect(comment.status).toBe(201);
    expect((await api('POST', `/api/products/${id}/like`, { token: alice.idToken })).status).toBe(
      200,
    );
    expect((await api('POST', `/api/products/${id}/dislike`, { token: bob.idToken })).status).toBe(
      200,
    );
    expect((await inCategory(bob.idToken)).body.total).toBe(1);
    await rolledUp(id, { likesCount: 1, dislikesCount: 1 });
    expect((await reportLink(id, alice.idToken)).status).toBe(200);

    const res = await decide(id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MODERATION_MESSAGES.linkReportApproved,
      product: { _id: id, id, approved: false, status: 'removed' },
    });
    expect(await storedProduct(id)).toMatchObject({
      approved: false,
      status: 'removed',
      flagged: false,
      likesCount: 1,
      dislikesCount: 1,
      removedAt: expect.anything(),
    });
    const link = await adminDb.doc(paths.watchLink(id)).get();
    expect(link.get('approved')).toBe(false);

    // Home (the API's feed and its count), for visitors and for the member who disliked it:
    // the dislike no longer counts, so their total stays exact.
    const visitor = await inCategory();
    expect(visitor.body.products.map((p) => p.id)).toEqual([kept]);
    expect(visitor.body.total).toBe(1);
    const disliker = await inCategory(bob.idToken);
    expect(disliker.body).toMatchObject({ total: 1, pages: 1 });
    expect((await reaction(bob.uid, id))?.unlisted).toBe(true);

    // Member lists, the product's comments, and its card actions.
    const liked = await api<ProductListPage>('GET', '/api/products/liked', {
      token: alice.idToken,
    });
    expect(liked.body.products.map((p) => p.id)).not.toContain(id);
    expect((await api('GET', `/api/products/${id}/comments`)).status).toBe(404);
    expect((await api('POST', `/api/products/${id}/like`, { token: bob.idToken })).status).toBe(
      404,
    );

    // The reactions and the reports stay for the record; the queue no longer lists it.
    expect(await reaction(alice.uid, id)).toMatchObject({ liked: true, reported: true });
    expect(await reaction(bob.uid, id)).toMatchObject({ disliked: true });
    const reports = await adminDb.collection(paths.linkReports(id)).get();
    expect(reports.size).toBe(1);
    expect((await flagged()).body.products.map((p) => p.id)).not.toContain(id);

    const [entry] = await logEntriesFor(id);
    expect(entry).toMatchObject({
      action: 'broken-link.approve',
      actor: { uid: admin.uid, email: admin.email },
      target: { kind: 'product', id, label: `Fixture ${id}` },
      note: '1 report',
    });
  });

  it('refuses a second decision with 409 and changes nothing', async () => {
    const id = await fixtureProduct();
    await reportLink(id, alice.idToken);
    expect((await decide(id, 'approve')).status).toBe(200);
    for (const decision of ['approve', 'reject'] as const) {
      const again = await decide(id, decision);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: MODERATION_MESSAGES.notFlagged, code: 'wrong-state' });
    }
    expect(await storedProduct(id)).toMatchObject({ approved: false, status: 'removed' });
    expect((await logEntriesFor(id)).length).toBe(1);
  });
});

describe('rejecting a broken-link report', () => {
  it('clears the reports and the reporters’ marks; the product stays; a repeat is a 409', async () => {
    const id = await fixtureProduct();
    await reportLink(id, alice.idToken, 'dead');
    await reportLink(id, bob.idToken);

    const res = await decide(id, 'reject');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: MODERATION_MESSAGES.linkReportRejected,
      product: { _id: id, id, approved: true, status: 'approved' },
    });
    expect(await storedProduct(id)).toMatchObject({
      approved: true,
      flagged: false,
      brokenReportsCount: 0,
    });
    const reports = await adminDb.collection(paths.linkReports(id)).get();
    expect(reports.size).toBe(0);
    expect((await reaction(alice.uid, id))?.reported).toBe(false);
    expect((await reaction(bob.uid, id))?.reported).toBe(false);
    expect((await flagged()).body.products.map((p) => p.id)).not.toContain(id);
    expect(await logEntriesFor(id)).toEqual([
      expect.objectContaining({ action: 'broken-link.reject', note: '2 reports cleared' }),
    ]);

    const again = await decide(id, 'reject');
    expect(again).toMatchObject({ status: 409, body: { code: 'wrong-state' } });

    // Cleared means the member may report it again.
    expect((await reportLink(id, alice.idToken)).status).toBe(200);
    expect(await storedProduct(id)).toMatchObject({ flagged: true, brokenReportsCount: 1 });
  });
});

describe('refusals', () => {
  it('answers 404 to unknown or malformed ids and 409 to a product nobody reported', async () => {
    for (const id of ['no-such-product', 'bad%20id']) {
      for (const decision of ['approve', 'reject'] as const) {
        const res = await decide(id, decision);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Product not found.', code: 'not-found' });
      }
    }
    const id = await fixtureProduct();
    expect((await decide(id, 'approve')).status).toBe(409);
    expect(await storedProduct(id)).toMatchObject({ approved: true });
    expect(await lastActionOn(id)).toBeUndefined();
  });

  it('refuses a body with fields, writing nothing', async () => {
    const id = await fixtureProduct();
    await reportLink(id, alice.idToken);
    const res = await decide(id, 'approve', { reason: 'x' });
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid-input', field: 'reason' } });
    expect(await storedProduct(id)).toMatchObject({ approved: true, flagged: true });
  });
});
