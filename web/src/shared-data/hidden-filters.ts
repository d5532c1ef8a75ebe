// The tags and categories the signed-in member hides (domain feed/hidden.ts): read once a
// session from hiddenFilters/{uid} (the owner's get), saved through PUT /api/users/me/filters.
// Home, search and My Hub read the same copy; a save bumps the version (hidden-filters-version.ts)
// that the views hold in their requests, so hiding a tag anywhere reloads them all at once.
import { NO_HIDDEN_FILTERS, type HiddenFilters, type HiddenFiltersAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { loadFirestoreLite } from '@/lib/firebase';
import { hiddenFiltersCollection } from '@/lib/firestore-refs';
import { useAsync } from '@/lib/use-async';
import { bumpHiddenFiltersVersion, useHiddenFiltersVersion } from './hidden-filters-version';

const reads = new Map<string, Promise<HiddenFilters>>();

/** What `uid` hides (nothing for a visitor): one read a session. */
export function getHiddenFilters(uid: string | null): Promise<HiddenFilters> {
  if (!uid) return Promise.resolve(NO_HIDDEN_FILTERS);
  let read = reads.get(uid);
  if (!read) {
    read = loadFirestoreLite().then(async (lite) => {
      const snap = await lite.fs.getDoc(lite.fs.doc(hiddenFiltersCollection(lite), uid));
      const stored = snap.data();
      return stored
        ? { hiddenTags: stored.hiddenTags, hiddenCategories: stored.hiddenCategories }
        : NO_HIDDEN_FILTERS;
    });
    reads.set(uid, read);
    read.catch(() => reads.delete(uid));
  }
  return read;
}

/** Replaces what the member hides; every view reading the list follows. */
export async function saveHiddenFilters(
  uid: string,
  wanted: HiddenFilters,
): Promise<HiddenFiltersAnswer> {
  const saved = await api.put<HiddenFiltersAnswer>('/users/me/filters', wanted);
  reads.set(uid, Promise.resolve(saved));
  bumpHiddenFiltersVersion();
  return saved;
}

/** Adds one tag to what the member hides (a tag chip's "Hide #tag"). */
export async function hideTag(uid: string, name: string): Promise<HiddenFiltersAnswer> {
  const hidden = await getHiddenFilters(uid);
  return saveHiddenFilters(uid, { ...hidden, hiddenTags: [...hidden.hiddenTags, name] });
}

/** My Hub's editor: the member's list, read again after each save. */
export function useHiddenFilters(uid: string) {
  const version = useHiddenFiltersVersion();
  return useAsync(`${uid}:${version}`, () => getHiddenFilters(uid));
}
