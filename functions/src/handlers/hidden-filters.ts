// The tags and categories a member hides (domain/src/feed/hidden.ts): read, and replaced whole
// with the catalogue's own spelling of each name; an unknown name is a 400 and nothing is saved.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HIDDEN_MESSAGES, type HiddenFilters, type HiddenFiltersAnswer } from '@xmates/domain';
import { categoryRef, tagRef } from '../db/catalogue';
import { readAll } from '../db/converter';
import { hiddenFiltersRef, readHiddenFilters } from '../db/hidden-filters';
import { HttpError } from '../http/http-error';

export function getHiddenFilters(uid: string): Promise<HiddenFiltersAnswer> {
  return readHiddenFilters(uid);
}

/** The stored names of `names` (one read each, at most HIDDEN_LIMITS' 30 in all), or a 400. */
async function catalogueNames<T extends { name: string }>(
  names: string[],
  refOf: (name: string) => DocumentReference<T, T>,
  unknown: (name: string) => string,
  field: keyof HiddenFilters,
): Promise<string[]> {
  const snaps = await readAll(names.map(refOf));
  return names.map((name, i) => {
    const stored = snaps[i]?.data()?.name;
    if (!stored) throw new HttpError(400, unknown(name), { field });
    return stored;
  });
}

export async function saveHiddenFilters(
  uid: string,
  wanted: HiddenFilters,
): Promise<HiddenFiltersAnswer> {
  const [hiddenTags, hiddenCategories] = await Promise.all([
    catalogueNames(wanted.hiddenTags, tagRef, HIDDEN_MESSAGES.unknownTag, 'hiddenTags'),
    catalogueNames(
      wanted.hiddenCategories,
      categoryRef,
      HIDDEN_MESSAGES.unknownCategory,
      'hiddenCategories',
    ),
  ]);
  const saved = { hiddenTags, hiddenCategories };
  await hiddenFiltersRef(uid).set({ ...saved, updatedAt: Timestamp.now() });
  return saved;
}
