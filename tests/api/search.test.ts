// GET /api/products?q=: search by title, description, tag and category words, ignoring case and
// accents, the last word as a prefix, every word required; ranked by title matches, then likes;
// combined with the feed's filters; paged by number; bad queries get the search messages.
// Each run invents its own words, so other suites' products never match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SEARCH_MESSAGES, type SearchPage } from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { docs } from '../support/documents';
import { paths } from '../support/paths';

const run = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'k');
/** A word no other product holds: letters only, unique to this run. */
const word = (name: string) => `${name}${run}`;
const QUORVEX = word('quorvex');
const SUNSET = word('sunset');
const CATEGORY = `Search ${run}`;

const created: string[] = [];

async function product(
  key: string,
  fields: { title: string; description?: string; tags?: string[]; category?: string },
  likes: number,
  approved = true,
) {
  const id = `search-${run}-${key}`;
  const doc = docs.product(
    {
      slug: id,
      title: fields.title,
      description: fields.description ?? 'Nothing to find here.',
      tags: fields.tags ?? ['fixture'],
      categories: [fields.category ?? 'Test Fixture'],
      counts: { likes, dislikes: 0, favorites: 0, comments: 0 },
      createdAt: new Date(Date.UTC(2002, 0, 1) + created.length * 1000),
    },
    approved ? 'approved' : 'removed',
  );
  await adminDb.doc(paths.product(id)).set(doc);
  created.push(id);
  return id;
}

const search = (query: string) => api<SearchPage>('GET', `/api/products?${query}`);
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const ids = (page: SearchPage) => page.products.map((p) => p.id);

let titleFew = '';
let titleMany = '';
let accented = '';
let inDescription = '';
let inTag = '';
let inCategory = '';
let removed = '';

beforeAll(async () => {
  titleFew = await product('title-few', { title: `${QUORVEX} ${SUNSET} tape` }, 1);
  titleMany = await product('title-many', { title: `${QUORVEX}ian nights` }, 9);
  accented = await product('accented', { title: `Q\u00fa${QUORVEX.slice(2)} morning` }, 4);
  inDescription = await product(
    'description',
    { title: 'Evening session', description: `Shot at the ${QUORVEX} studio.` },
    50,
  );
  inTag = await product('tag', { title: 'Studio cut', tags: [`${QUORVEX} style`] }, 30);
  inCategory = await product('category', { title: `${SUNSET} drive`, category: CATEGORY }, 2);
  removed = await product('removed', { title: `${QUORVEX} removed` }, 99, false);
});

afterAll(async () => {
  await Promise.all(created.map((id) => adminDb.doc(paths.product(id)).delete()));
});

describe('GET /api/products?q=', () => {
  it('finds title, description and tag words, title matches first, then by likes', async () => {
    const res = await search(q(QUORVEX));
    expect(res.status).toBe(200);
    // quorvex as a prefix also finds "quorvexian"; the accented title reads as quorvex.
    expect(ids(res.body)).toEqual(
      [titleMany, accented, titleFew, inDescription, inTag].slice(0, 6),
    );
    expect(res.body).toMatchObject({ total: 5, pages: 1, page: 1, capped: false });
    expect(ids(res.body)).not.toContain(removed);
  });

  it('matches the last word typed as a prefix, ignoring case', async () => {
    const prefix = QUORVEX.slice(0, 5).toUpperCase();
    const res = await search(q(`${SUNSET} ${prefix}`));
    expect(ids(res.body)).toEqual([titleFew]);
  });

  it('needs every word, the words before the last as whole words', async () => {
    expect(ids((await search(q(`${QUORVEX} ${SUNSET}`))).body)).toEqual([titleFew]);
    // "quorv" is not a whole word: only the last word may be cut short.
    expect((await search(q(`${QUORVEX.slice(0, 5)} ${SUNSET}`))).body.total).toBe(0);
  });

  it('finds the category and combines with the category filter', async () => {
    expect(ids((await search(q(`search ${run}`))).body)).toEqual([inCategory]);
    const filtered = await search(`${q(SUNSET)}&categories=${encodeURIComponent(CATEGORY)}`);
    expect(ids(filtered.body)).toEqual([inCategory]);
    const byTag = await search(`${q(QUORVEX)}&tags=${encodeURIComponent(`${QUORVEX} style`)}`);
    expect(ids(byTag.body)).toEqual([inTag]);
  });

  it('pages by number with the feed limit', async () => {
    const first = await search(`${q(QUORVEX)}&limit=2`);
    const second = await search(`${q(QUORVEX)}&limit=2&page=2`);
    const beyond = await search(`${q(QUORVEX)}&limit=2&page=9`);
    expect(first.body).toMatchObject({ total: 5, pages: 3, nextCursor: null, prevCursor: null });
    expect(ids(first.body)).toEqual([titleMany, accented]);
    expect(ids(second.body)).toEqual([titleFew, inDescription]);
    expect(beyond.status).toBe(200);
    expect(beyond.body.products).toEqual([]);
  });

  it('answers an unknown word with an empty result', async () => {
    const res = await search(q(word('nosuchword')));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ products: [], total: 0, pages: 0, capped: false });
  });

  it("gives visitors no outgoing link, as the feed doesn't", async () => {
    const res = await search(q(QUORVEX));
    expect(res.body.products.every((p) => p.link === null)).toBe(true);
  });

  it('refuses empty, too long, wordless and over-long queries with the search messages', async () => {
    const cases: [string, string][] = [
      ['q=', SEARCH_MESSAGES.empty],
      ['q=%20%20', SEARCH_MESSAGES.empty],
      [q('a'.repeat(1000)), SEARCH_MESSAGES.tooLong],
      [q('!!! ?? …'), SEARCH_MESSAGES.noWords],
      [q('a b c d e f g h'), SEARCH_MESSAGES.noWords],
      [q('one two three four five six seven'), SEARCH_MESSAGES.tooManyWords],
      [`${q(QUORVEX)}&sort=mostLiked`, SEARCH_MESSAGES.relevanceOrder],
      [`${q(QUORVEX)}&after=1~abc`, SEARCH_MESSAGES.pagedByNumber],
      [`${q(QUORVEX)}&ownerEmail=a%40b.test`, SEARCH_MESSAGES.notInOwnList],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ error: message });
    }
  });

  it(`ranks at most ${LIMITS.searchScanMax} candidates and says when more hold the word`, async () => {
    const common = word('common');
    const batch = adminDb.batch();
    for (let i = 0; i <= LIMITS.searchScanMax; i += 1) {
      const id = `search-${run}-common-${i}`;
      created.push(id);
      batch.set(
        adminDb.doc(paths.product(id)),
        docs.product({
          slug: id,
          title: `${common} ${i}`,
          counts: { likes: i, dislikes: 0, favorites: 0, comments: 0 },
        }),
      );
    }
    await batch.commit();
    const res = await search(q(common));
    expect(res.body).toMatchObject({ total: LIMITS.searchScanMax, capped: true });
    // The most liked are the ones ranked: the least liked one is left out.
    expect(res.body.products[0]?.id).toBe(`search-${run}-common-${LIMITS.searchScanMax}`);
  });
});
