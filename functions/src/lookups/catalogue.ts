// The category a request names, as the catalogue stores it, or a 400.
import { categoryRef } from '../db/catalogue';
import { HttpError } from '../http/http-error';

/** The stored spelling of an existing category (chosen in any case), or a 400 with `message`. */
export async function existingCategoryName(name: string, message: string): Promise<string> {
  const category = (await categoryRef(name).get()).data();
  if (!category) throw new HttpError(400, message, { field: 'category' });
  return category.name;
}
