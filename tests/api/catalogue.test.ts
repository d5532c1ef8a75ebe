// GET /api/cat/categories, /tags and /searchtags, compared with what Firestore holds.
import { describe, expect, it } from 'vitest';
import {
  nameKey,
  productMatches,
  tagGroup,
  type CategoriesAnswer,
  type TagGroupsAnswer,
  type TagsAnswer,
} from '@xmates/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api';
import { paths } from '../support/paths';

const byName = (a: string, b: string) => nameKey(a).localeCompare(nameKey(b));

describe('GET /api/cat/categories and /tags', () => {
  it('lists every category sorted by name with _id and featured', async () => {
    const res = await api<CategoriesAnswer>('GET', '/api/cat/categories');
    expect(res.status).toBe(200);
    const stored = await adminDb.collection(paths.categories).get();
    expect(res.body.categories).toHaveLength(stored.size);
    const names = res.body.categories.map((c) => c.name);
    expect(names).toEqual([...names].sort(byName));
    expect(res.body.categories[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      featured: expect.any(Boolean),
    });
  });

  it('lists every tag sorted by name', async () => {
    const res = await api<TagsAnswer>('GET', '/api/cat/tags');
    const stored = await adminDb.collection(paths.tags).get();
    expect(res.body.tags).toHaveLength(stored.size);
    const names = res.body.tags.map((t) => t.name);
    expect(names).toEqual([...names].sort(byName));
  });
});

describe('GET /api/cat/searchtags', () => {
  function expectWellFormed(groups: TagGroupsAnswer['groups']) {
    for (const [letter, names] of Object.entries(groups)) {
      expect(letter).toMatch(/^([a-z]|hash)$/);
      expect(names.length).toBeGreaterThan(0);
      expect(names).toEqual([...names].sort(byName));
      for (const name of names) expect(tagGroup(name)).toBe(letter);
    }
  }

  it('groups all tags by first letter, # as hash', async () => {
    const res = await api<TagGroupsAnswer>('GET', '/api/cat/searchtags');
    expect(res.status).toBe(200);
    expectWellFormed(res.body.groups);
    const stored = await adminDb.collection(paths.tags).get();
    expect(Object.values(res.body.groups).flat()).toHaveLength(stored.size);
  });

  it('with categories: exactly the tags of approved products in them', async () => {
    const categories = ['Couples', 'Vintage'];
    const res = await api<TagGroupsAnswer>(
      'GET',
      `/api/cat/searchtags?categories=${categories.join(',')}`,
    );
    expectWellFormed(res.body.groups);
    const snap = await adminDb
      .collection(paths.products)
      .where('approved', '==', true)
      .select('categories', 'tags')
      .get();
    const expected = new Set<string>();
    for (const d of snap.docs) {
      const product = {
        categories: (d.get('categories') as string[] | undefined) ?? [],
        tags: (d.get('tags') as string[] | undefined) ?? [],
      };
      if (productMatches(product, { categories, tags: [], tagMode: 'any' })) {
        for (const t of product.tags) expected.add(nameKey(t));
      }
    }
    expect(expected.size).toBeGreaterThan(0);
    const listed = Object.values(res.body.groups).flat().map(nameKey);
    expect(new Set(listed)).toEqual(expected);
    expect(listed).toHaveLength(expected.size);
  });

  it('refuses more than 3 categories and unknown parameters', async () => {
    expect((await api('GET', '/api/cat/searchtags?categories=a,b,c,d')).status).toBe(400);
    expect((await api('GET', '/api/cat/tags?x=1')).status).toBe(400);
  });
});
