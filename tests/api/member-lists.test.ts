// GET /api/products/liked, /disliked, /mine and /api/fav/me/favorites: newest first, paged
// by cursor, members only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type FeedPage, type MyProductsPage, type ProductListPage } from '@xmates/domain';
import { adminAuth, adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember, signIn, uniqueEmail, type Account } from '../support/auth';
import { docs } from '../support/documents';
import { paths } from '../support/paths';
import { fixtureProduct, removeFixtures } from './product-fixtures';

let member: Account;
let ids: string[];

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

beforeAll(async () => {
  member = await newVerifiedMember('lister');
  ids = [await fixtureProduct(), await fixtureProduct(), await fixtureProduct()];
  for (const id of ids) {
    for (const action of ['like', 'favorite']) {
      await api('POST', `/api/products/${id}/${action}`, { token: member.idToken });
    }
    await sleep(5); // distinct likedAt / favoritedAt
  }
});
afterAll(removeFixtures);

async function walk<T extends ProductListPage>(
  path: string,
  limit: number,
  token = member.idToken,
) {
  const pages: T[] = [];
  let after = '';
  do {
    const res = await api<T>('GET', `${path}?limit=${limit}${after ? `&after=${after}` : ''}`, {
      token,
    });
    expect(res.status).toBe(200);
    pages.push(res.body);
    after = res.body.nextCursor ?? '';
  } while (after);
  return pages;
}

describe('member lists', () => {
  it('liked: newest first, two per page, with the viewer state', async () => {
    const pages = await walk('/api/products/liked', 2);
    expect(pages.map((p) => p.products.length)).toEqual([2, 1]);
    const listed = pages.flatMap((p) => p.products);
    expect(listed.map((p) => p.id)).toEqual([...ids].reverse());
    expect(listed[0]?.viewer).toMatchObject({ liked: true, favorite: true, disliked: false });
  });

  it('favorites under /api/fav/me/favorites', async () => {
    const pages = await walk('/api/fav/me/favorites', 24);
    expect(pages[0]?.products.map((p) => p.id)).toEqual([...ids].reverse());
    expect(pages[0]?.nextCursor).toBeNull();
  });

  it('disliked moves a product over from liked', async () => {
    const [first = ''] = ids;
    await api('POST', `/api/products/${first}/dislike`, { token: member.idToken });
    const disliked = await walk('/api/products/disliked', 6);
    expect(disliked[0]?.products.map((p) => p.id)).toEqual([first]);
    const liked = await walk('/api/products/liked', 6);
    expect(liked[0]?.products.map((p) => p.id)).not.toContain(first);
  });

  it('leaves out products that are no longer approved', async () => {
    const [, second = ''] = ids;
    await adminDb.doc(paths.product(second)).update({ approved: false });
    const pages = await walk('/api/fav/me/favorites', 24);
    expect(pages[0]?.products.map((p) => p.id)).not.toContain(second);
  });

  it('mine: none yet, with a total of 0', async () => {
    const res = await api<MyProductsPage>('GET', '/api/products/mine?limit=100', {
      token: member.idToken,
    });
    expect(res.body).toEqual({ products: [], nextCursor: null, total: 0 });
  });

  it('honours limit up to 100 on the member’s own lists, beyond 30 products', async () => {
    const many = [];
    for (let i = 0; i < 31; i += 1) many.push(await fixtureProduct());
    const base = Date.now() + 60_000;
    const batch = adminDb.batch();
    many.forEach((id, i) => {
      const reaction = docs.reaction(id, {
        favorite: true,
        favoritedAt: new Date(base + i),
        categories: ['Test Fixture'],
        tags: ['fixture'],
      });
      batch.set(adminDb.doc(paths.reaction(member.uid, id)), reaction);
    });
    await batch.commit();
    const pages = await walk('/api/fav/me/favorites', 100);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.products.slice(0, 31).map((p) => p.id)).toEqual([...many].reverse());
    const clamped = await walk('/api/fav/me/favorites', 500);
    expect(clamped[0]?.products.length).toBe(pages[0]?.products.length);
    const zero = await api('GET', '/api/fav/me/favorites?limit=0', { token: member.idToken });
    expect(zero).toMatchObject({
      status: 400,
      body: { error: 'limit must be a whole number at least 1.' },
    });
  });

  it('answers 401 to visitors and 400 to bad parameters', async () => {
    for (const path of ['/api/products/liked', '/api/products/disliked', '/api/fav/me/favorites']) {
      const res = await api('GET', path);
      expect(res).toMatchObject({
        status: 401,
        body: { error: MESSAGES.signInRequired, code: 'unauthenticated' },
      });
      const bad = await api('GET', `${path}?after=zzz`, { token: member.idToken });
      expect(bad.status).toBe(400);
    }
  });
});

describe('my submissions', () => {
  it('lists every approved product of the member by uid, with the total, after an e-mail change too', async () => {
    const owner = await newVerifiedMember('owner');
    const other = await newVerifiedMember('other');
    const as = (m: Account) => ({ uid: m.uid, displayName: 'Fixture owner' });
    const mine: string[] = [];
    for (let i = 0; i < 27; i += 1) mine.push(await fixtureProduct({ owner: as(owner) }));
    await fixtureProduct({ owner: as(owner), approved: false });
    await fixtureProduct({ owner: as(other) });
    const newest = [...mine].reverse();

    // More than the 24 a feed page holds, in one answer.
    const all = await walk<MyProductsPage>('/api/products/mine', 100, owner.idToken);
    expect(all).toHaveLength(1);
    expect(all[0]?.products.map((p) => p.id)).toEqual(newest);
    expect(all[0]?.total).toBe(27);

    const tens = await walk<MyProductsPage>('/api/products/mine', 10, owner.idToken);
    expect(tens.map((p) => [p.products.length, p.total])).toEqual([
      [10, 27],
      [10, 27],
      [7, 27],
    ]);
    expect(tens.flatMap((p) => p.products.map((v) => v.id))).toEqual(newest);

    // A new address, verified as verifyBeforeUpdateEmail leaves it (the lists are a member
    // privilege): the same account (uid), so the same submissions.
    const changed = uniqueEmail('owner-moved');
    await adminAuth.updateUser(owner.uid, { email: changed, emailVerified: true });
    const session = await signIn(changed, 'secret-123');
    const moved = await walk<MyProductsPage>('/api/products/mine', 100, session.idToken);
    expect(moved[0]?.products.map((p) => p.id)).toEqual(newest);
    expect(moved[0]?.total).toBe(27);

    // The spec's fallback by ownerEmail follows the address the token carries now.
    const byNew = await api<FeedPage>(
      'GET',
      `/api/products?ownerEmail=${encodeURIComponent(changed.toUpperCase())}&limit=100`,
      { token: session.idToken },
    );
    expect(byNew.status).toBe(200);
    expect(byNew.body.total).toBe(27);
    const byOld = await api(
      'GET',
      `/api/products?ownerEmail=${encodeURIComponent(owner.email)}&limit=100`,
      { token: session.idToken },
    );
    expect(byOld.status).toBe(403);
  });
});
