/**
 * The shape of a list query, independent of the SDK: the SPA (web SDK) and the API (Admin SDK)
 * build their Firestore queries from it, and domain/src/firestore-indexes/query-indexes.test.ts
 * checks that each shape has a composite index in firestore.indexes.json (the emulator does not
 * enforce indexes, production does).
 */
export interface ListQueryShape {
  /** The collection id (the last path segment). */
  collection: string;
  /** Equality filters, in index order. */
  equals: { field: string; value: string | boolean }[];
  anyOf: { field: string; values: string[] } | null;
  orderBy: [{ field: string; direction: 'desc' }, { field: '__name__'; direction: 'desc' }];
}

/** Newest first by `field`, ties broken by document id, as every list pages. */
export const byNewest = (field: string): ListQueryShape['orderBy'] => [
  { field, direction: 'desc' },
  { field: '__name__', direction: 'desc' },
];
