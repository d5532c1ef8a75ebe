import { z } from 'zod';

/** The outcome of a form's rules: the clean input, or the first rule it breaks and its field. */
export type Checked<T> =
  { ok: true; value: T } | { ok: false; error: string; field: keyof T & string };

/** A request that carries no fields; unknown fields are refused (strict), as in every body. */
export const emptyBody = z.object({}).strict();

/** A text field the forms may send as a string, null or not at all. */
export const optionalText = z.string().nullish();
