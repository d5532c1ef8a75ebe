// Member privileges need a verified e-mail. A fresh account made with one REST call (signUp,
// never verified) and synced is refused every member route with 403 email-unverified and
// writes nothing; it keeps what it needs (sync, its own account, login metrics) and is
// answered the feed a visitor gets. Past its 24 hours it is refused everywhere but recycling.
// Which routes stay open is checked over the whole router tree by
// functions/src/routers/member-routes.test.ts; here each privilege is run.
import { afterAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type FeedPage } from '@xmates/domain';
import { adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { paths } from '../support/paths';
import {
  accountsBeforeAll,
  importAccount,
  newUnverifiedMember,
  signInToken,
  storedUser,
  sync,
} from './helpers';
import { fixtureProduct, feedQuery, removeFixtures } from './product-fixtures';

afterAll(removeFixtures);

const { unverified, verified } = accountsBeforeAll({
  unverified: async () => {
    const account = await newUnverifiedMember('privileges');
    const res = await sync(account.idToken);
    if (res.status !== 200) throw new Error(`sync failed: ${res.status}`);
    return account;
  },
  verified: () => newVerifiedMember('privileges-ok'),
});

const P = 'test-privileges-product';
const C = 'test-privileges-comment';
const R = 'test-privileges-reply';

/** Every member privilege, with a body that would pass validation where one is read. */
const PRIVILEGES: [method: string, path: string, body?: unknown][] = [
  ['POST', `/api/products/${P}/like`, {}],
  ['POST', `/api/products/${P}/dislike`, {}],
  ['POST', `/api/products/${P}/favorite`, {}],
  ['POST', `/api/products/${P}/rate`, { value: 5 }],
  ['POST', `/api/products/${P}/report-link`, { reason: 'Broken' }],
  ['GET', '/api/products/liked'],
  ['GET', '/api/products/disliked'],
  ['GET', '/api/products/mine'],
  ['GET', '/api/fav/me/favorites'],
  ['POST', `/api/products/${P}/comments`, { text: 'Hello' }],
  ['POST', `/api/products/${P}/comments/${C}/replies`, { text: 'Hello' }],
  ['POST', `/api/products/${P}/comments/${C}/report`, { reason: 'Spam' }],
  ['POST', `/api/products/${P}/comments/${C}/replies/${R}/report`, { reason: 'Spam' }],
  ['POST', '/api/submit-link/newproduct', { link: 'https://www.youtube.com/watch?v=x' }],
  ['GET', '/api/submit-link/my-submissions'],
  ['POST', '/api/uploads/images'],
  ['POST', '/api/users/avatar', { avatarUrl: null, avatarPublicId: null }],
  ['GET', '/api/users/displayname/check?name=Someone'],
  ['POST', '/api/users/displayname/claim', { name: 'Someone' }],
  ['GET', '/api/badges/me'],
  ['GET', '/api/notifications'],
  ['GET', '/api/notifications/unread-count'],
  ['PATCH', '/api/notifications/read', { ids: ['n1'] }],
  ['PATCH', '/api/notifications/read-all', {}],
  ['GET', '/api/notifications/settings'],
  ['PUT', '/api/notifications/settings', { likes: false }],
  ['POST', '/api/notifications/dm/start', { userId: 'u1', text: 'Hello' }],
  ['GET', '/api/notifications/dm/thread/t1'],
  ['POST', '/api/notifications/dm/reply', { threadId: 't1', toUserId: 'u1', text: 'Hello' }],
  ['POST', '/api/donate/checkout', { amount: 5, recurring: false }],
  ['GET', '/api/donations/supporter'],
  ['GET', '/api/donate/local-checkout/cs_test'],
  ['POST', '/api/donate/local-checkout/cs_test/complete', {}],
  ['POST', '/api/donate/local-checkout/cs_test/cancel', {}],
  // Admin routes check the e-mail before the claim.
  ['GET', '/api/admin/users/count'],
  ['GET', '/api/badges/admin'],
];

const refusedUnverified = { error: MESSAGES.verifyFirst, code: 'email-unverified' };

describe('an unverified account within its 24 hours', () => {
  it('is refused every member privilege with 403 email-unverified, and writes nothing', async () => {
    for (const [method, path, body] of PRIVILEGES) {
      const res = await api(method, path, { token: unverified.idToken, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual(refusedUnverified);
    }
    expect(await countOf(adminDb.collection(paths.reactions(unverified.uid)))).toBe(0);
    const submissions = adminDb
      .collection(paths.submissions)
      .where('submittedBy.uid', '==', unverified.uid);
    expect(await countOf(submissions)).toBe(0);
    expect((await storedUser(unverified.uid))?.displayName).toBeNull();
  });

  it('is refused a like on a real product, which keeps its count', async () => {
    const id = await fixtureProduct();
    const res = await api('POST', `/api/products/${id}/like`, {
      token: unverified.idToken,
      body: {},
    });
    expect(res.status).toBe(403);
    const product = await adminDb.doc(paths.product(id)).get();
    expect(product.get('likesCount')).toBe(0);
    const liked = await api('POST', `/api/products/${id}/like`, {
      token: verified.idToken,
      body: {},
    });
    expect(liked.status).toBe(200);
  });

  it('keeps sync, its own account and the login metrics', async () => {
    expect((await sync(unverified.idToken)).status).toBe(200);
    for (const path of ['/api/auth/me', '/api/users/me']) {
      const res = await api('GET', path, { token: unverified.idToken });
      expect(res.status, path).toBe(200);
      expect(res.body).toMatchObject({ uid: unverified.uid, emailVerified: false });
    }
    const ping = await api('POST', '/api/users/login-metrics/ping', {
      token: unverified.idToken,
      body: {},
    });
    expect(ping.status).toBe(200);
  });

  it('is answered the feed a visitor gets: no outgoing link, no reactions', async () => {
    await fixtureProduct({ newest: true });
    const headers = { 'X-RAS-Accepted': 'true' };
    const res = await api<FeedPage>('GET', feedQuery({}), { token: unverified.idToken, headers });
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const product of res.body.products) {
      expect(product.link).toBeNull();
      expect(product.viewer).toBeUndefined();
    }
    const member = await api<FeedPage>('GET', feedQuery({}), { token: verified.idToken, headers });
    expect(member.body.products[0]?.link).toMatch(/^https:\/\//);
  });
});

describe('an unverified account past its 24 hours', () => {
  it('is refused with 403 account-expired even where it once was let in, but may recycle', async () => {
    const old = await importAccount({
      ageMs: LIMITS.unverifiedWindowMs + 3_600_000,
      emailVerified: false,
      prefix: 'expired-everywhere',
    });
    const token = await signInToken(old.email);
    const expired = { error: MESSAGES.unverifiedExpired, code: 'account-expired' };
    for (const [method, path] of [
      ['POST', '/api/auth/sync'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/users/me'],
      ['POST', '/api/users/login-metrics/ping'],
      ['POST', '/api/notifications/dm/auto-welcome'],
      ['GET', '/api/products'],
      ['POST', `/api/products/${P}/like`],
    ] as const) {
      const res = await api(method, path, { token, body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual(expired);
    }
    const recycled = await api('POST', '/api/auth/recycle-unverified', {
      token,
      body: { email: old.email },
    });
    expect(recycled.status).toBe(200);
  });
});
