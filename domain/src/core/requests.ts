import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from './document-ids';

/** The outcome of a form's rules: the clean input, or the first rule it breaks and its field. */
export type Checked<T> =
  { ok: true; value: T } | { ok: false; error: string; field: keyof T & string };

/** A request that carries no fields; unknown fields are refused (strict), as in every body. */
export const emptyBody = z.object({}).strict();

/**
 * An id a body names (notices, messages, threads): the rule of ids in URLs, so nothing
 * reserved or with a slash reaches Firestore. The message names the field (`{field}`).
 */
export const documentIdField = z.string().regex(new RegExp(`^${DOCUMENT_ID_PATTERN}$`), {
  error: '{field} must be a document id.',
});

/** A text field the forms may send as a string, null or not at all. */
export const optionalText = z.string().nullish();
