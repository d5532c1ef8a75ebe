// Hidden tags and categories (docs/feed.md#hidden-tags-and-categories): PUT and GET
// /api/users/me/filters with the catalogue's own names, every refusal a 4xx that writes nothing,
// and the member's feed (every page full, the count exact, dislikes not counted twice), count and
// search without what they hide, while visitors and other members see everything.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HIDDEN_LIMITS,
  HIDDEN_MESSAGES,
  hidesProduct,
  type FeedCountAnswer,
  type FeedFilter,
  type HiddenFilters,
  type HiddenFiltersAnswer,
  type MemberExport,
  type SearchPage,
} from '@xmates/domain';
import { adminDb, storedAt } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';
import { accountsBeforeAll } from './helpers';
import { syncedMember } from './link-helpers';
import { bruteForceFeed, expectExactFeed, walkFeed } from './product-fixtures';

const { hider, other } = accountsBeforeAll({
  hider: () => syncedMember('hider'),
  other: () => syncedMember('not-hiding'),
});

interface Listed {
  id: string;
  title: string;
  categories: string[];
  tags: string[];
}

let listed: Listed[] = [];
/** The seed's most used tag, and a category other than the most used one. */
let tag = '';
let category = '';

beforeAll(async () => {
  const snap = await adminDb
    .collection(paths.products)
    .where('approved', '==', true)
    .select('title', 'categories', 'tags')
    .get();
  listed = snap.docs.map((d) => ({
    id: d.id,
    title: d.get('title') as string,
    categories: d.get('categories') as string[],
    tags: d.get('tags') as string[],
  }));
  const uses = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  };
  tag = uses(listed.flatMap((p) => p.tags))[0] ?? '';
  category = uses(listed.flatMap((p) => p.categories))[1] ?? '';
});

const put = (token: string | undefined, body: unknown) =>
  api<HiddenFiltersAnswer>('PUT', '/api/users/me/filters', { token, body });
const get = (token?: string) => api<HiddenFiltersAnswer>('GET', '/api/users/me/filters', { token });
const stored = (uid: string) => storedAt(paths.hiddenFiltersOf(uid));
const hiddenIds = (hidden: HiddenFilters) =>
  listed.filter((p) => hidesProduct(hidden, p)).map((p) => p.id);

/** A member of their own who hides `hidden`. */
async function memberHiding(hidden: HiddenFilters) {
  const member = await syncedMember('hider');
  expect((await put(member.idToken, hidden)).status).toBe(200);
  return member;
}

describe('PUT and GET /api/users/me/filters', () => {
  it('saves the catalogue spelling of each name, once, and reads it back', async () => {
    const saved = await put(hider.idToken, {
      hiddenTags: [tag.toUpperCase(), tag],
      hiddenCategories: [category.toLowerCase()],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ hiddenTags: [tag], hiddenCategories: [category] });
    expect((await get(hider.idToken)).body).toEqual(saved.body);
    expect((await get(other.idToken)).body).toEqual({ hiddenTags: [], hiddenCategories: [] });
  });

  it('refuses a visitor, unknown names and lists past the limits, writing nothing', async () => {
    const before = await stored(hider.uid);
    const refusals: [unknown, number, string][] = [
      [
        { hiddenTags: ['no-such-tag-x'], hiddenCategories: [] },
        400,
        HIDDEN_MESSAGES.unknownTag('no-such-tag-x'),
      ],
      [
        { hiddenTags: [tag], hiddenCategories: ['No Such Category'] },
        400,
        HIDDEN_MESSAGES.unknownCategory('No Such Category'),
      ],
      [
        {
          hiddenTags: Array.from({ length: HIDDEN_LIMITS.tagsMax + 1 }, (_, i) => `t${i}`),
          hiddenCategories: [],
        },
        400,
        HIDDEN_MESSAGES.tooManyTags,
      ],
      [
        {
          hiddenTags: [],
          hiddenCategories: Array.from(
            { length: HIDDEN_LIMITS.categoriesMax + 1 },
            (_, i) => `c${i}`,
          ),
        },
        400,
        HIDDEN_MESSAGES.tooManyCategories,
      ],
    ];
    for (const [body, status, error] of refusals) {
      const res = await put(hider.idToken, body);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ error, code: 'invalid-input' });
    }
    expect((await put(hider.idToken, { hiddenTags: [] })).status).toBe(400);
    expect(
      (await put(hider.idToken, { hiddenTags: [], hiddenCategories: [], extra: 1 })).status,
    ).toBe(400);
    const visitor = await put(undefined, { hiddenTags: [], hiddenCategories: [] });
    expect(visitor.status).toBe(401);
    expect((await get()).status).toBe(401);
    expect(await stored(hider.uid)).toEqual(before);
  });
});

describe("the member's feed, count and search without what they hide", () => {
  const hidden = () => ({ hiddenTags: [tag], hiddenCategories: [category] });

  beforeAll(async () => {
    expect((await put(hider.idToken, hidden())).status).toBe(200);
  });

  it('leaves them out of every page, pages full and the count exact, for every sort', async () => {
    const exclude = hiddenIds(hidden());
    expect(exclude.length).toBeGreaterThan(6);
    expect(exclude.length).toBeLessThan(listed.length);
    for (const sort of ['latest', 'trending', 'topRated'] as const) {
      await expectExactFeed(
        { categories: [], tags: [], tagMode: 'any', sort },
        hider.idToken,
        exclude,
      );
    }
    // A filter of its own: the hidden tag among the tags asked for in "any" mode.
    const other = listed.find((p) => !p.tags.includes(tag) && p.tags.length > 0)?.tags[0] ?? '';
    await expectExactFeed(
      { categories: [], tags: [tag, other], tagMode: 'any', sort: 'mostLiked' },
      hider.idToken,
      exclude,
    );
  });

  it('counts a disliked product they also hide once, not twice', async () => {
    const member = await memberHiding({ hiddenTags: [tag], hiddenCategories: [] });
    const both = listed.find((p) => p.tags.includes(tag));
    const dislikedOnly = listed.find(
      (p) => !hidesProduct({ hiddenTags: [tag], hiddenCategories: [] }, p),
    );
    for (const p of [both, dislikedOnly]) {
      const res = await api('POST', `/api/products/${p?.id ?? ''}/dislike`, {
        token: member.idToken,
      });
      expect(res.status).toBe(200);
    }
    const exclude = [
      ...hiddenIds({ hiddenTags: [tag], hiddenCategories: [] }),
      dislikedOnly?.id ?? '',
    ];
    const latest: FeedFilter = { categories: [], tags: [], tagMode: 'any', sort: 'latest' };
    await expectExactFeed(latest, member.idToken, exclude);
  });

  it('answers the member a count without them; visitors and other members see everything', async () => {
    const exclude = hiddenIds(hidden());
    const count = (token?: string) => api<FeedCountAnswer>('GET', '/api/products/count', { token });
    expect((await count(hider.idToken)).body).toEqual({
      total: listed.length - exclude.length,
      exact: true,
    });
    expect((await count()).body.total).toBe(listed.length);
    // A focus link's position: the products ahead of one, less those the member hides.
    const order = await bruteForceFeed({
      categories: [],
      tags: [],
      tagMode: 'any',
      sort: 'latest',
    });
    const at = order.length - 1;
    const ahead = order.slice(0, at).filter((id) => !exclude.includes(id)).length;
    const position = await api<FeedCountAnswer>(
      'GET',
      `/api/products/count?before=${order[at] ?? ''}`,
      {
        token: hider.idToken,
      },
    );
    expect(position.body).toEqual({ total: ahead, exact: true });
    expect((await count(other.idToken)).body.total).toBe(listed.length);
    const asOther = await walkFeed({ sort: 'latest' }, other.idToken);
    expect(asOther[0]?.total).toBe(listed.length);
  });

  it('leaves them out of search results', async () => {
    const target = listed.find((p) => p.tags.includes(tag) && p.title.trim().length > 3);
    const word = target?.title.split(/\s+/).find((w) => w.length > 3) ?? '';
    const search = (token?: string) =>
      api<SearchPage>('GET', `/api/products?q=${encodeURIComponent(word)}&limit=24`, { token });
    const asVisitor = (await search()).body.products.map((p) => p.id);
    const asHider = (await search(hider.idToken)).body;
    expect(asVisitor).toContain(target?.id);
    expect(asHider.products.map((p) => p.id)).not.toContain(target?.id);
    expect(asHider.products.every((p) => !hidesProduct(hidden(), p))).toBe(true);
  });

  it("is in the member's data export", async () => {
    const res = await api<MemberExport>('GET', '/api/users/me/export', { token: hider.idToken });
    expect(res.status).toBe(200);
    expect(res.body.hiddenFilters).toMatchObject(hidden());
  });
});
