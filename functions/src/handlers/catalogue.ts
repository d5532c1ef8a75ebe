// GET /api/cat/*: categories, tags, and the tag picker's groups. The catalogue collections
// are small and admin-managed, so they are read whole, ordered by their lower-cased names.
import {
  nameKey,
  productFeedShape,
  tagGroup,
  type CategoriesAnswer,
  type TagGroupsAnswer,
  type TagsAnswer,
} from '@xmates/domain';
import { config } from '../config';
import { categoriesCollection, tagsCollection } from '../db/catalogue';
import { selectFields } from '../db/converter';
import { productsCollection } from '../db/products';
import { applyShape } from '../db/query';

/** One name order for every catalogue answer (Firestore's byte order puts '@' after '1'). */
const byName = (a: { name: string }, b: { name: string }) =>
  nameKey(a.name).localeCompare(nameKey(b.name));

export async function listCategories(): Promise<CategoriesAnswer> {
  const snap = await categoriesCollection().get();
  const categories = snap.docs.map((d) => {
    const c = d.data();
    return { _id: d.id, name: c.name, featured: c.featured };
  });
  return { categories: categories.sort(byName) };
}

async function allTags() {
  const snap = await tagsCollection().get();
  return snap.docs.map((d) => ({ _id: d.id, name: d.data().name })).sort(byName);
}

export async function listTags(): Promise<TagsAnswer> {
  return { tags: await allTags() };
}

/**
 * Tags used by approved products of some categories. Bounded on purpose: the tags of the
 * config.searchTagsScan newest such products (the feed's own query and index, reading only
 * the tags field), kept per instance for config.searchTagsCacheMs. A tag used only by older
 * products of a category is still offered by the picker's unfiltered list.
 */
const cache = new Map<string, { at: number; names: string[] }>();

async function tagNamesIn(categories: string[]): Promise<string[]> {
  const key = [...new Set(categories.map(nameKey))].sort().join('\n');
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < config.searchTagsCacheMs) return hit.names;
  const shape = productFeedShape({ categories, tags: [], tagMode: 'any', sort: 'latest' });
  const snap = await selectFields(applyShape(productsCollection(), shape), ['tags'])
    .limit(config.searchTagsScan)
    .get();
  const byKey = new Map<string, string>();
  for (const doc of snap.docs) {
    for (const tag of doc.data().tags ?? []) {
      if (!byKey.has(nameKey(tag))) byKey.set(nameKey(tag), tag.trim());
    }
  }
  const names = [...byKey.values()];
  if (cache.size > 200) cache.clear();
  cache.set(key, { at: Date.now(), names });
  return names;
}

/** {groups}: 'a'..'z' then 'hash', each a sorted list of names; empty groups are left out. */
export function groupTags(names: readonly string[]): Record<string, string[]> {
  const groups = new Map<string, string[]>();
  const sorted = names
    .map((name) => ({ name }))
    .sort(byName)
    .map((t) => t.name);
  for (const name of sorted) {
    const group = tagGroup(name);
    groups.set(group, [...(groups.get(group) ?? []), name]);
  }
  const order = [...groups.keys()].sort((a, b) =>
    a === 'hash' ? 1 : b === 'hash' ? -1 : a.localeCompare(b),
  );
  return Object.fromEntries(order.map((g) => [g, groups.get(g) ?? []]));
}

export async function searchTags(categories: string[]): Promise<TagGroupsAnswer> {
  const names =
    categories.length > 0 ? await tagNamesIn(categories) : (await allTags()).map((t) => t.name);
  return { groups: groupTags(names) };
}
