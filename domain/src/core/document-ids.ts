/**
 * Ids of the documents callers name in a URL or a cursor (products, submissions, comments,
 * replies): Firestore auto ids or the seed's readable ids. Nothing else can name one, and a
 * value such as "a/b" would address another document, so it is refused before any read. Ids
 * of the form `__…__` (`__proto__`, `__name__`) are reserved by Firestore, which answers them
 * with an error instead of "not found": they are refused too.
 */
export const DOCUMENT_ID_PATTERN = '(?!__[A-Za-z0-9_-]*__(?![A-Za-z0-9_-]))[A-Za-z0-9_-]{1,128}';

const DOCUMENT_ID = new RegExp(`^${DOCUMENT_ID_PATTERN}$`);

export function isDocumentId(value: string): boolean {
  return DOCUMENT_ID.test(value);
}
