// hiddenFilters/{uid}: the tags and categories a member hides (domain/src/feed/hidden.ts). The
// owner gets it; the API writes it.
import {
  COLLECTIONS,
  NO_HIDDEN_FILTERS,
  type HiddenFilters,
  type HiddenFiltersDoc,
} from '@xmates/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { typed } from './converter';
import { db } from './firebase';

export function hiddenFiltersRef(uid: string) {
  return typed<HiddenFiltersDoc<Timestamp>>(db().collection(COLLECTIONS.hiddenFilters)).doc(uid);
}

/** What `uid` hides (nothing for a visitor, or a member who never chose): one read. */
export async function readHiddenFilters(uid: string | null): Promise<HiddenFilters> {
  if (!uid) return NO_HIDDEN_FILTERS;
  const stored = (await hiddenFiltersRef(uid).get()).data();
  return stored
    ? { hiddenTags: stored.hiddenTags, hiddenCategories: stored.hiddenCategories }
    : NO_HIDDEN_FILTERS;
}
