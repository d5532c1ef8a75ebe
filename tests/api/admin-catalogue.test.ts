// Manage Categories/Tags: pages by name, adding (trimmed, 1..40 characters, unique ignoring
// case), the featured flag, deleting (refused while products use the name), each change
// logged; bad names are 400s with the spec's texts and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  nameDocId,
  nameKey,
  type AdminCategoriesPage,
  type AdminTagsPage,
  type CatalogueDeleteAnswer,
  type CategoriesAnswer,
  type CategoryAnswer,
  type TagAnswer,
} from '@xmates/domain';
import { adminDb, countOf, storedAt } from '../support/admin';
import { api } from '../support/api';
import type { Account } from '../support/auth';
import { paths } from '../support/paths';
import { syncedAdmin } from './link-helpers';
import { logEntriesFor } from './moderation-helpers';
import { fixtureProduct, removeFixtures } from './product-fixtures';

let admin: Account;
const suffix = Date.now().toString(36);
const added: string[] = [];

beforeAll(async () => {
  admin = await syncedAdmin('catalogue-admin');
});
afterAll(async () => {
  await removeFixtures();
  await Promise.all(
    added.flatMap((name) => [
      adminDb.doc(paths.category(nameDocId(name))).delete(),
      adminDb.doc(paths.tag(nameDocId(name))).delete(),
    ]),
  );
});

const KINDS = [
  {
    kind: 'category',
    path: 'categories',
    collection: paths.categories,
    doc: paths.category,
    Noun: 'Category',
  },
  { kind: 'tag', path: 'tags', collection: paths.tags, doc: paths.tag, Noun: 'Tag' },
] as const;

const call = <T>(method: string, path: string, body?: unknown) =>
  api<T>(method, `/api/admin/${path}`, { token: admin.idToken, body });
const stored = (doc: (id: string) => string, name: string) => storedAt(doc(nameDocId(name)));
const named = (name: string) => {
  added.push(name);
  return name;
};

describe('listing', () => {
  it('pages categories and tags by name, 20 a page, with the total', async () => {
    for (const { path, collection } of KINDS) {
      const total = await countOf(adminDb.collection(collection));
      const first = await call<AdminCategoriesPage & AdminTagsPage>('GET', path);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, total, pages: Math.ceil(total / 20) });
      const items = path === 'categories' ? first.body.categories : first.body.tags;
      expect(items.length).toBe(Math.min(20, total));
      const names = items.map((i) => nameKey(i.name));
      expect(names).toEqual([...names].sort());
      if (total > 20) {
        const second = await call<AdminTagsPage>('GET', `${path}?page=2`);
        expect(second.body.page).toBe(2);
      }
      expect((await call('GET', `${path}?page=0`)).status).toBe(400);
      expect((await call('GET', `${path}?sort=name`)).status).toBe(400);
    }
  });
});

describe('adding', () => {
  for (const { kind, path, collection, doc, Noun } of KINDS) {
    it(`adds a ${kind}, trimmed, and logs it`, async () => {
      const name = named(`Night Drive ${suffix} ${kind}`);
      const res = await call<CategoryAnswer & TagAnswer>('POST', path, { name: `  ${name}  ` });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(CATALOGUE_MESSAGES[kind].added(name));
      const view = kind === 'category' ? res.body.category : res.body.tag;
      expect(view).toMatchObject({ _id: nameDocId(name), name });
      expect(await stored(doc, name)).toMatchObject({ name, nameLower: nameKey(name) });
      expect((await logEntriesFor(nameDocId(name)))[0]).toMatchObject({
        action: `${kind}.add`,
        actor: { uid: admin.uid },
        target: { kind, label: name },
      });
    });

    it(`refuses ${kind} names that are empty, blank, 41 characters, with commas, or taken in another case`, async () => {
      const taken = named(`Taken ${suffix} ${kind}`);
      expect((await call('POST', path, { name: taken })).status).toBe(201);
      const cases: [unknown, string][] = [
        [{ name: '' }, CATALOGUE_MESSAGES[kind].required],
        [{ name: '   ' }, CATALOGUE_MESSAGES[kind].required],
        [{ name: 'x'.repeat(41) }, `${Noun} name too long.`],
        [{ name: 'a,b' }, CATALOGUE_MESSAGES[kind].comma],
        [{ name: '__reserved__' }, CATALOGUE_MESSAGES[kind].reserved],
        [{ name: taken.toUpperCase() }, `Failed to add ${kind}. It might already exist.`],
        [{ name: ` ${taken.toLowerCase()} ` }, `Failed to add ${kind}. It might already exist.`],
        [{}, 'name is required.'],
        [{ name: 5 }, 'name must be a string.'],
        [{ name: 'ok', color: 'red' }, 'Unknown field: color'],
      ];
      const before = await countOf(adminDb.collection(collection));
      for (const [body, error] of cases) {
        const res = await call('POST', path, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toBe(error);
        expect(res.body.code).toBe('invalid-input');
      }
      expect(await countOf(adminDb.collection(collection))).toBe(before);
      expect(await stored(doc, 'x'.repeat(41))).toBeUndefined();
      expect((await logEntriesFor(nameDocId(taken))).length).toBe(1);
    });

    it(`accepts a ${kind} name of exactly 40 characters`, async () => {
      const name = named(`${suffix}-${kind}-`.padEnd(40, 'z'));
      expect((await call('POST', path, { name })).status).toBe(201);
    });
  }

  it('refuses featured on a tag and a non-boolean featured on a category', async () => {
    expect((await call('POST', 'tags', { name: 'x', featured: true })).status).toBe(400);
    expect((await call('POST', 'categories', { name: 'x', featured: 'yes' })).status).toBe(400);
  });
});

describe('the featured flag', () => {
  it('adds a featured category and toggles the flag, as the public list shows', async () => {
    const name = named(`Featured ${suffix}`);
    expect((await call('POST', 'categories', { name, featured: true })).status).toBe(201);
    const publicList = async () =>
      (await api<CategoriesAnswer>('GET', '/api/cat/categories')).body.categories.find(
        (c) => c.name === name,
      )?.featured;
    expect(await publicList()).toBe(true);
    const res = await call<CategoryAnswer>('PATCH', `categories/${encodeURIComponent(name)}`, {
      featured: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: CATALOGUE_MESSAGES.featured(name, false),
      category: { _id: nameDocId(name), name, featured: false },
    });
    expect(await publicList()).toBe(false);
    expect((await logEntriesFor(nameDocId(name))).map((e) => e.action)).toEqual([
      'category.unfeature',
      'category.add',
    ]);
  });

  it('answers 404 to an unknown category and 400 to a bad body', async () => {
    const unknown = await call('PATCH', 'categories/no-such-category', { featured: true });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Category not found.' } });
    for (const body of [{}, { featured: 1 }, { featured: true, name: 'x' }]) {
      expect((await call('PATCH', 'categories/Vintage', body)).status).toBe(400);
    }
  });
});

describe('deleting', () => {
  for (const { kind, path, doc, Noun } of KINDS) {
    it(`deletes an unused ${kind} in any case, names with slashes included`, async () => {
      const name = named(`AC/DC ${suffix} ${kind}`);
      expect((await call('POST', path, { name })).status).toBe(201);
      const res = await call<CatalogueDeleteAnswer>(
        'DELETE',
        `${path}/${encodeURIComponent(name.toUpperCase())}`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: CATALOGUE_MESSAGES[kind].deleted(name) });
      expect(await stored(doc, name)).toBeUndefined();
      expect((await logEntriesFor(nameDocId(name)))[0]?.action).toBe(`${kind}.delete`);
      const again = await call('DELETE', `${path}/${encodeURIComponent(name)}`);
      expect(again).toMatchObject({
        status: 404,
        body: { error: `${Noun} not found.`, code: 'not-found' },
      });
    });

    it(`refuses to delete a ${kind} that products use, removed products included`, async () => {
      const name = named(`Used ${suffix} ${kind}`);
      expect((await call('POST', path, { name })).status).toBe(201);
      await fixtureProduct(
        kind === 'category' ? { categories: [name] } : { tags: [name], approved: false },
      );
      const res = await call('DELETE', `${path}/${encodeURIComponent(name)}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: CATALOGUE_MESSAGES[kind].inUse(name, 1),
        code: 'wrong-state',
      });
      expect(await stored(doc, name)).toMatchObject({ name });
      expect((await logEntriesFor(nameDocId(name))).map((e) => e.action)).toEqual([`${kind}.add`]);
    });

    it(`answers 404 to ${kind} names that cannot exist`, async () => {
      for (const name of ['x'.repeat(41), '%20', 'a%2Cb']) {
        const res = await call('DELETE', `${path}/${name}`);
        expect(res.status, name).toBe(404);
      }
    });
  }
});
