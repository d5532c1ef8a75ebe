// GET /api/products/liked, /disliked, /mine and /api/fav/me/favorites: newest first, paged
// by cursor, members only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, MESSAGES, type ProductListPage } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { newVerifiedMember } from '../support/auth';
import { fixtureProduct, removeFixtures } from './product-fixtures';

type Member = Awaited<ReturnType<typeof newVerifiedMember>>;
let member: Member;
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

async function walk(path: string, limit: number) {
  const pages: ProductListPage[] = [];
  let after = '';
  do {
    const res = await api<ProductListPage>(
      'GET',
      `${path}?limit=${limit}${after ? `&after=${after}` : ''}`,
      { token: member.idToken },
    );
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
    await adminDb.doc(`${COLLECTIONS.products}/${second}`).update({ approved: false });
    const pages = await walk('/api/fav/me/favorites', 24);
    expect(pages[0]?.products.map((p) => p.id)).not.toContain(second);
  });

  it('mine: the member’s approved submissions', async () => {
    const res = await api<ProductListPage>('GET', '/api/products/mine?limit=100', {
      token: member.idToken,
    });
    expect(res.body).toEqual({ products: [], nextCursor: null });
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
