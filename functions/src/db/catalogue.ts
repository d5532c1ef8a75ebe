// Categories are chosen by name (any case) and stored under categories/{nameDocId(name)}.
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS, nameDocId, type CategoryDoc } from '@xmates/domain';
import { db } from './firebase';
import { HttpError } from '../http/http-error';

export function categoryRef(name: string) {
  return db()
    .collection(COLLECTIONS.categories)
    .doc(nameDocId(name)) as DocumentReference<CategoryDoc>;
}

/** The stored spelling of an existing category, or a 400 with `message`. */
export async function existingCategoryName(name: string, message: string): Promise<string> {
  const category = (await categoryRef(name).get()).data();
  if (!category) throw new HttpError(400, message);
  return category.name;
}
