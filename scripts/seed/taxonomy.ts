/** categories/{nameDocId}, tags/{nameDocId} and the badge catalogue badges/{key}. */
import { COLLECTIONS, DEFAULT_BADGES, nameDocId, nameKey } from '@xmates/domain';
import type { CategoryDoc, TagDoc } from '@xmates/domain';
import { CATEGORIES, TAGS } from './data';
import type { SeedDoc } from './write';

export function taxonomyDocs(): SeedDoc[] {
  const categories = CATEGORIES.map((c): SeedDoc => {
    const data: CategoryDoc = { name: c.name, nameLower: nameKey(c.name), featured: c.featured };
    return { path: `${COLLECTIONS.categories}/${nameDocId(c.name)}`, data };
  });
  const tags = TAGS.map((name): SeedDoc => {
    const data: TagDoc = { name, nameLower: nameKey(name) };
    return { path: `${COLLECTIONS.tags}/${nameDocId(name)}`, data };
  });
  const badges = DEFAULT_BADGES.map((b): SeedDoc => ({
    path: `${COLLECTIONS.badges}/${b.key}`,
    data: { ...b },
  }));
  return [...categories, ...tags, ...badges];
}
