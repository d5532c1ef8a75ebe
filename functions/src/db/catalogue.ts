// categories/{nameDocId(name)} and tags/{nameDocId(name)}: small, admin-managed collections.
import { COLLECTIONS, nameDocId, type CategoryDoc, type TagDoc } from '@xmates/domain';
import { typed } from './converter';
import { db } from './firebase';

export function categoriesCollection() {
  return typed<CategoryDoc>(db().collection(COLLECTIONS.categories));
}

/** Categories are chosen by name, in any case. */
export function categoryRef(name: string) {
  return categoriesCollection().doc(nameDocId(name));
}

export function tagsCollection() {
  return typed<TagDoc>(db().collection(COLLECTIONS.tags));
}

export function tagRef(name: string) {
  return tagsCollection().doc(nameDocId(name));
}
