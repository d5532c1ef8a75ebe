// GET /api/products: exact results and full pages for filter combinations and every sort,
// compared with a brute-force reading of all approved products; cursors both ways; the age
// gate; ownerEmail; bad parameters.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_MESSAGES,
  SORTS,
  TAG_MODES,
  type FeedCountAnswer,
  type FeedFilter,
  type FeedPage,
} from '@xmates/domain';
import { adminDb, countOf } from '../support/admin';
import { api } from '../support/api';
import { newAdmin, newVerifiedMember, signIn } from '../support/auth';
import { paths } from '../support/paths';
import { bruteForceFeed, expectExactFeed, feedQuery, walkFeed } from './product-fixtures';

interface Combo {
  categories: string[];
  tags: string[];
}

let combo: Combo;

/** Two categories and three tags of one real product, so "all" finds at least that one. */
beforeAll(async () => {
  const snap = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .select('categories', 'tags')
    .get();
  const products = snap.docs.map((d) => ({
    categories: d.get('categories') as string[],
    tags: d.get('tags') as string[],
  }));
  const rich = products.find((p) => p.tags.length >= 4 && p.categories.length >= 1);
  if (!rich) throw new Error('seed has no product with 4 tags');
  const [first = ''] = rich.categories;
  const other = products.flatMap((p) => p.categories).find((c) => c !== first) ?? first;
  combo = { categories: [first, other], tags: rich.tags.slice(0, 3) };
});

describe('exact results for every sort', () => {
  for (const sort of SORTS) {
    it(`${sort}, no filter`, async () => {
      const { expected } = await expectExactFeed({
        categories: [],
        tags: [],
        tagMode: 'any',
        sort,
      });
      expect(expected.length).toBeGreaterThan(60);
    });

    for (const tagMode of TAG_MODES) {
      it(`${sort}, two categories and three tags in ${tagMode} mode`, async () => {
        const { expected } = await expectExactFeed({ ...combo, tagMode, sort });
        expect(expected.length).toBeGreaterThan(0);
      });
    }

    it(`${sort}, tags only (all) and categories only`, async () => {
      await expectExactFeed({ categories: [], tags: combo.tags.slice(0, 2), tagMode: 'all', sort });
      await expectExactFeed({ categories: combo.categories, tags: [], tagMode: 'any', sort });
    });
  }
});

describe('GET /api/products/count', () => {
  const countPath = (filter: FeedFilter, before?: string) =>
    feedQuery(filter, before ? { before } : {}).replace('/api/products?', '/api/products/count?');

  for (const sort of SORTS) {
    it(`counts what the feed lists, whole and before a product (${sort})`, async () => {
      const filter: FeedFilter = { ...combo, tagMode: 'any', sort };
      const expected = await bruteForceFeed(filter);
      const whole = await api<FeedCountAnswer>('GET', countPath(filter));
      expect(whole.status).toBe(200);
      expect(whole.body).toEqual({ total: expected.length, exact: true });
      const at = Math.floor(expected.length / 2);
      const before = await api<FeedCountAnswer>('GET', countPath(filter, expected[at]));
      expect(before.body).toEqual({ total: at, exact: true });
    });
  }

  it('answers 404 for a product that is not listed, 400 for a bad filter', async () => {
    const filter: FeedFilter = { categories: [], tags: [], tagMode: 'any', sort: 'latest' };
    expect((await api('GET', countPath(filter, 'no-such-product'))).status).toBe(404);
    expect((await api('GET', countPath(filter, '../x'))).status).toBe(404);
    const bad = await api('GET', '/api/products/count?sort=sideways');
    expect(bad.status).toBe(400);
    expect((await api('GET', '/api/products/count?page=2')).status).toBe(400);
  });
});

describe('paging', () => {
  const filter: FeedFilter = { categories: [], tags: [], tagMode: 'any', sort: 'mostLiked' };

  it('goes back with prevCursor and opens shallow pages by number', async () => {
    const pages = await walkFeed(filter);
    const third = pages[2] as FeedPage;
    const back = await api<FeedPage>(
      'GET',
      feedQuery(filter, { page: '2', before: third.prevCursor ?? '' }),
    );
    expect(back.status).toBe(200);
    expect(back.body.products.map((p) => p.id)).toEqual(pages[1]?.products.map((p) => p.id));
    expect(back.body.nextCursor).toBeTruthy();
    const byNumber = await api<FeedPage>('GET', feedQuery(filter, { page: '3' }));
    expect(byNumber.body.products.map((p) => p.id)).toEqual(third.products.map((p) => p.id));
    expect(byNumber.body.prevCursor).toBeTruthy();
    const first = await api<FeedPage>('GET', feedQuery(filter, { page: '1' }));
    expect(first.body.prevCursor).toBeNull();
  });

  it('refuses deep pages without a cursor, naming the cursor', async () => {
    const res = await api('GET', feedQuery(filter, { page: '102' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/nextCursor/);
  });

  it('clamps large limits to 24 and accepts the cache-buster _t', async () => {
    const res = await api<FeedPage>('GET', feedQuery(filter, { limit: '100', _t: '123' }));
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(24);
  });
});

describe('a disliked product leaves the caller’s feed, and pages stay full', () => {
  it('over the unfiltered feed and a filtered one', async () => {
    const member = await newVerifiedMember('disliker');
    const latest: FeedFilter = { categories: [], tags: [], tagMode: 'any', sort: 'latest' };
    const page1 = (await walkFeed(latest))[0] as FeedPage;
    const victims = [page1.products[1]?.id ?? '', page1.products[4]?.id ?? ''];
    for (const id of victims) {
      const res = await api('POST', `/api/products/${id}/dislike`, { token: member.idToken });
      expect(res.body).toMatchObject({ liked: false, disliked: true });
    }
    const { pages } = await expectExactFeed(latest, member.idToken, victims);
    expect(pages[0]?.products).toHaveLength(6);

    const victim = await adminDb.doc(paths.product(victims[0] ?? '')).get();
    const filter: FeedFilter = {
      categories: [victim.get('categories')[0]],
      tags: [],
      tagMode: 'any',
      sort: 'topRated',
    };
    await expectExactFeed(filter, member.idToken, victims);
  });
});

describe('a member with more dislikes than a page holds', () => {
  it('gets full pages by cursor, by number and backwards, with the exact count', async () => {
    const member = await newVerifiedMember('many-dislikes');
    const latest: FeedFilter = { categories: [], tags: [], tagMode: 'any', sort: 'latest' };
    const all = (await walkFeed(latest)).flatMap((p) => p.products.map((x) => x.id));
    // The whole first page, two of the second and one further on.
    const victims = [...all.slice(0, 8), all[20] ?? ''];
    for (const id of victims) {
      const res = await api('POST', `/api/products/${id}/dislike`, { token: member.idToken });
      expect(res.status).toBe(200);
    }
    const { expected, pages } = await expectExactFeed(latest, member.idToken, victims);
    const asMember = (extra: Record<string, string>) =>
      api<FeedPage>('GET', feedQuery(latest, extra), { token: member.idToken });
    const ids = (page: FeedPage) => page.products.map((p) => p.id);

    const second = await asMember({ page: '2' });
    expect(ids(second.body)).toEqual(expected.slice(6, 12));
    const third = pages[2] as FeedPage;
    const back = await asMember({ page: '2', before: third.prevCursor ?? '' });
    expect(ids(back.body)).toEqual(expected.slice(6, 12));
    const backToFirst = await asMember({ page: '1', before: second.body.prevCursor ?? '' });
    expect(ids(backToFirst.body)).toEqual(expected.slice(0, 6));
    expect(backToFirst.body.prevCursor).toBeNull();

    const victim = await adminDb.doc(paths.product(victims[0] ?? '')).get();
    const filter: FeedFilter = {
      categories: [victim.get('categories')[0]],
      tags: [],
      tagMode: 'any',
      sort: 'mostLiked',
    };
    await expectExactFeed(filter, member.idToken, victims);
  });
});

describe('the age gate and the outgoing link', () => {
  async function adultProduct(headers: Record<string, string>, token?: string) {
    const pages = await walkFeed({ sort: 'latest' }, token);
    const adult = pages.flatMap((p) => p.products).find((p) => p.isAdultsOnly);
    if (!adult) throw new Error('no adults-only product seeded');
    const res = await api<FeedPage>('GET', feedQuery({}, { limit: '24' }), { headers, token });
    return { adult, first: res.body.products[0] };
  }

  it('withholds adults-only images and every link from visitors without the header', async () => {
    const { adult, first } = await adultProduct({});
    expect(adult).toMatchObject({ images: [], imageSet: [], restricted: true, link: null });
    expect(first?.link).toBeNull();
    expect(first?.viewer).toBeUndefined();
  });

  it('shows images after the gate, the link only to signed-in callers who accepted', async () => {
    const visitor = await api<FeedPage>('GET', feedQuery({}), {
      headers: { 'X-RAS-Accepted': 'true' },
    });
    expect(visitor.body.products.every((p) => p.link === null && !p.restricted)).toBe(true);
    const member = await newVerifiedMember('gate');
    const signedIn = await api<FeedPage>('GET', feedQuery({}), {
      token: member.idToken,
      headers: { 'X-RAS-Accepted': 'true' },
    });
    const card = signedIn.body.products[0];
    expect(card?.link).toMatch(/^https?:\/\//);
    expect(card?.images.length).toBeGreaterThan(0);
    expect(card?.imageSet[0]?.srcset).toContain('w');
    expect(card?.viewer).toEqual({
      liked: false,
      disliked: false,
      favorite: false,
      rating: null,
      reported: false,
    });
    const noHeader = await api<FeedPage>('GET', feedQuery({}), { token: member.idToken });
    expect(noHeader.body.products[0]?.link).toBeNull();
  });
});

describe('ownerEmail', () => {
  const ownList = (email: string) =>
    feedQuery({}, { ownerEmail: email, approved: 'true', limit: '24' });
  let seededCount = 0;
  beforeAll(async () => {
    seededCount = await countOf(
      adminDb
        .collection(paths.productOwners)
        .where('ownerUid', '==', 'demo-member')
        .where('approved', '==', true),
    );
  });

  it("lists a member's own approved products, asked with their own address in any case", async () => {
    const member = await signIn('member@xmates.test', 'xmates-demo');
    const res = await api<FeedPage>('GET', ownList('MEMBER@xmates.test'), {
      token: member.idToken,
    });
    expect(res.status).toBe(200);
    expect(seededCount).toBeGreaterThan(0);
    expect(res.body.total).toBe(seededCount);
    expect(res.body.products.length).toBe(Math.min(24, seededCount));
  });

  it('lets an admin list any address, and an unknown one is empty', async () => {
    const admin = await newAdmin('owner-list');
    const res = await api<FeedPage>('GET', ownList('member@xmates.test'), {
      token: admin.idToken,
    });
    expect(res.body.total).toBe(seededCount);
    const none = await api<FeedPage>('GET', ownList('nobody@x.test'), { token: admin.idToken });
    expect(none.body).toMatchObject({ products: [], total: 0, pages: 0 });
  });

  it('refuses a visitor and another member alike, whether or not the address exists', async () => {
    const other = await newVerifiedMember('snoop');
    for (const token of [undefined, other.idToken]) {
      for (const email of ['member@xmates.test', 'nobody@x.test']) {
        const res = await api('GET', ownList(email), { token });
        expect(res.status, `${email} as ${token ? 'member' : 'visitor'}`).toBe(403);
        expect(res.body).toEqual({ error: FEED_MESSAGES.ownListOnly, code: 'forbidden' });
      }
    }
  });

  it('cannot be combined with category or tag filters', async () => {
    const member = await signIn('member@xmates.test', 'xmates-demo');
    const res = await api(
      'GET',
      feedQuery({ tags: ['HD'] }, { ownerEmail: 'member@xmates.test' }),
      {
        token: member.idToken,
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: FEED_MESSAGES.ownListUnfiltered,
      code: 'invalid-input',
      field: 'ownerEmail',
    });
  });

  // The uid lives in productOwners, beside the creation date only: a submitter's list is
  // newest first, and another order is refused rather than silently ignored.
  it('is newest first only: another sort is refused', async () => {
    const member = await signIn('member@xmates.test', 'xmates-demo');
    const res = await api('GET', `${ownList('member@xmates.test')}&sort=mostLiked`, {
      token: member.idToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: FEED_MESSAGES.ownListNewestFirst,
      code: 'invalid-input',
      field: 'sort',
    });
  });
});

describe('bad parameters are 400s with a clear message', () => {
  const cases: [string, RegExp][] = [
    ['sort=best', /sort must be one of: latest, mostLiked/],
    ['tagMode=some', /tagMode must be one of: any, all/],
    ['categories=a,b,c,d', /at most 3 categories/],
    ['tags=a,b,c,d,e,f', /at most 5 tags/],
    ['page=0', /page must be a whole number/],
    ['page=two', /page must be a whole number/],
    ['limit=0', /limit must be a whole number/],
    ['after=nonsense', /after is not a valid cursor/],
    ['after=1~a&before=1~b', /either after or before/],
    ['approved=false', /Only approved products/],
    ['colour=red', /Unknown query parameter: colour/],
    ['page=1&page=2', /only once/],
  ];
  for (const [query, message] of cases) {
    it(query, async () => {
      const res = await api('GET', `/api/products?${query}`);
      expect(res.status).toBe(400);
      expect(String(res.body.error)).toMatch(message);
    });
  }
});
